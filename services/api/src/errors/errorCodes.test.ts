import { createServer, type IncomingMessage, type Server } from 'node:http';
import { addresses, sfcArtifact } from '@fantom-wallet/contracts';
import { API_ERROR_CODES, type ApiErrorCode } from '@fantom-wallet/core';
import pg from 'pg';
import { encodeFunctionData, parseEther } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type Stack, startStack } from '../../test/startStack.ts';
import type { RunningApi } from '../RunningApi.ts';
import { startApi } from '../startApi.ts';

// Every code of API_ERROR_CODES, each produced by a real HTTP request: the wallet decides on these codes, so
// each must reach it from the situation it names, with the message it had before codes existed.

interface Answer {
  status: number;
  body: unknown;
}
interface SentError {
  message: string;
  path?: (string | number)[];
  extensions?: { code?: string };
}

/** Which request produced each code (checked complete by the last test). */
const produced = new Map<ApiErrorCode, string>();

async function post(url: string, body: unknown, init: { method?: string; path?: string } = {}) {
  const response = await fetch(`${url}${init.path ?? '/graphql'}`, {
    method: init.method ?? 'POST',
    headers: { 'content-type': 'application/json' },
    ...(init.method === 'GET' ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

const errorsOf = (answer: Answer): SentError[] =>
  (Array.isArray(answer.body) ? answer.body : [answer.body]).flatMap(
    (result) => (result as { errors?: SentError[] }).errors ?? [],
  );

/** The answer holds errors, every one with `code`; the first has `message`. Records the code as produced. */
function expectCode(answer: Answer, code: ApiErrorCode, message: string | RegExp, what: string): SentError {
  const errors = errorsOf(answer);
  expect(errors.length, what).toBeGreaterThan(0);
  for (const error of errors) expect(error.extensions, what).toEqual({ code });
  const first = errors[0] as SentError;
  if (typeof message === 'string') expect(first.message, what).toBe(message);
  else expect(first.message, what).toMatch(message);
  produced.set(code, what);
  return first;
}

const ADDRESS = '0x0000000000000000000000000000000000000001';

describe('error codes from the API over the seeded devnet', () => {
  let stack: Stack;
  let url: string;
  const query = (text: string, variables: Record<string, unknown> = {}) =>
    post(url, { query: text, variables });

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), { limits: { maxDepth: 8, maxCost: 5000 } });
    url = stack.api.url;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('INVALID_QUERY: a query that does not parse, validate or name an operation; a body that is no request', async () => {
    expectCode(await query('{ account('), 'INVALID_QUERY', /^Syntax Error/, 'a syntax error');
    expectCode(
      await query(`{ account(address: "${ADDRESS}") { nope } }`),
      'INVALID_QUERY',
      'Cannot query field "nope" on type "Account".',
      'an unknown field',
    );
    expectCode(
      await query('{ staker { id } } { version }'),
      'INVALID_QUERY',
      /anonymous operation/,
      'two anonymous operations',
    );
    expectCode(
      await post(url, { query: 'query A { version }', operationName: 'B' }),
      'INVALID_QUERY',
      'Unknown operation named "B".',
      'an unknown operation name',
    );
    expectCode(
      await post(url, { variables: {} }),
      'INVALID_QUERY',
      'request must contain a "query" string',
      'no query',
    );
    const notJson = await post(url, '{nope');
    expect(notJson.status).toBe(400);
    expectCode(notJson, 'INVALID_QUERY', 'request body is not valid JSON', 'a body that is not JSON');
    const get = await post(url, null, { method: 'GET' });
    expect(get.status).toBe(405);
    expectCode(get, 'INVALID_QUERY', 'GraphQL requests must be sent with POST', 'a GET request');
  });

  it('INVALID_ARGUMENT: malformed values, literal or variable, and arguments the resolvers refuse', async () => {
    expectCode(
      await query('{ account(address: "0xzz") { address } }'),
      'INVALID_ARGUMENT',
      /Address must be a 0x-prefixed hex string/,
      'a malformed address literal',
    );
    expectCode(
      await query('query($a: Address!) { account(address: $a) { balance } }', { a: '0x1234' }),
      'INVALID_ARGUMENT',
      /^Variable "\$a" got invalid value "0x1234"; Address must be 0x followed by 40 hex digits, got 4/,
      'a malformed address variable',
    );
    expectCode(
      await query('query($a: Address!) { account(address: $a) { balance } }'),
      'INVALID_ARGUMENT',
      'Variable "$a" of required type "Address!" was not provided.',
      'a missing variable',
    );
    expectCode(
      await query(`{ account(address: "${ADDRESS}") { txList(cursor: "nope", count: 5) { totalCount } } }`),
      'INVALID_ARGUMENT',
      'invalid transaction cursor',
      'a malformed cursor',
    );
    expectCode(
      await query('{ price(to: "XYZ") { price } }'),
      'INVALID_ARGUMENT',
      'unknown price symbol requested',
      'an unknown price symbol',
    );
    expectCode(
      await query('{ staker { id } }'),
      'INVALID_ARGUMENT',
      'either a staker id or an address is required',
      'no staker id',
    );
  });

  it('NOT_FOUND: an id the chain does not know, a path with no endpoint', async () => {
    expectCode(
      await query('{ staker(id: "0x3e7") { id } }'),
      'NOT_FOUND',
      'validator #999 not found',
      'an unknown validator',
    );
    expectCode(
      await query('{ epoch(id: "0xffff") { id } }'),
      'NOT_FOUND',
      /^epoch #65535 not found/,
      'a future epoch',
    );
    const nowhere = await post(url, {}, { path: '/elsewhere' });
    expect(nowhere.status).toBe(404);
    expectCode(
      nowhere,
      'NOT_FOUND',
      'no GraphQL endpoint at /elsewhere; use /graphql or /api',
      'an unknown path',
    );
  });

  it('LIMIT_EXCEEDED: depth, size, tokens, length, batch and body size', async () => {
    expectCode(
      await query(
        '{ block { parent { parent { parent { parent { parent { parent { parent { parent { number } } } } } } } } } }',
      ),
      'LIMIT_EXCEEDED',
      'query is too deep: depth 10 exceeds the limit of 8',
      'a deep query',
    );
    expectCode(
      await query(
        '{ stakers { id delegations(count: 250) { edges { cursor delegation { address amount } } } } }',
      ),
      'LIMIT_EXCEEDED',
      'query is too large: its estimated result exceeds the limit of 5000 fields',
      'a large query',
    );
    expectCode(
      await query(`{ ${Array.from({ length: 6000 }, (_, i) => `a${i}: version`).join(' ')} }`),
      'LIMIT_EXCEEDED',
      'Syntax Error: Document contains more that 10000 tokens. Parsing aborted.',
      'too many tokens',
    );
    expectCode(
      await query(`{ version } # ${'x'.repeat(100_000)}`),
      'LIMIT_EXCEEDED',
      'query is longer than 100000 characters',
      'a long query',
    );
    const batch = await post(
      url,
      Array.from({ length: 21 }, () => ({ query: '{ version }' })),
    );
    expect(batch.status).toBe(400);
    expectCode(batch, 'LIMIT_EXCEEDED', 'a batch must hold 1 to 20 operations', 'a batch of 21');
    const huge = await post(url, { query: `{ version } # ${'x'.repeat(1_100_000)}` });
    expect(huge.status).toBe(413);
    expectCode(huge, 'LIMIT_EXCEEDED', 'request body is larger than 1000000 bytes', 'a body over 1 MB');
  });

  it('CHAIN_REJECTED: the node refuses a transaction or a call; its own message comes back', async () => {
    // A fresh key of the development mnemonic with no FTM: the node refuses to take its transaction.
    const poor = mnemonicToAccount(stack.devnet.deployment.mnemonic, { addressIndex: 91 });
    const raw = await poor.signTransaction({
      to: stack.devnet.deployment.owner,
      value: parseEther('1'),
      gas: 21_000n,
      gasPrice: BigInt(await stack.rpc<string>('eth_gasPrice')) * 2n,
      nonce: 0,
      chainId: 4003,
      type: 'legacy',
    });
    const direct = await stack.rpc('eth_sendRawTransaction', [raw]).then(
      () => 'accepted',
      (error: Error) => error.message,
    );
    expect(direct).toMatch(/insufficient funds/i);
    const sent = expectCode(
      await query('mutation($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }', { tx: raw }),
      'CHAIN_REJECTED',
      direct,
      'a transaction without funds',
    );
    expect(sent.path).toEqual(['sendTransaction']);
    expectCode(
      await query(
        'query($f: Address, $to: Address, $data: String) { estimateGas(from: $f, to: $to, data: $data) }',
        {
          f: stack.devnet.deployment.owner,
          to: addresses.sfc,
          data: encodeFunctionData({ abi: sfcArtifact.abi, functionName: 'delegate', args: [9999n] }),
        },
      ),
      'CHAIN_REJECTED',
      /^execution reverted/,
      'an estimate that reverts',
    );
  });
});

/**
 * A JSON-RPC "node" whose answer to each method the test sets: a value, an HTTP status, or no answer at all.
 * Every other method answers 0x10 (so the head tracker sees a live node).
 */
function scriptedNode(): Promise<{ url: string; server: Server; answers: Map<string, unknown> }> {
  const answers = new Map<string, unknown>();
  const server = createServer((request: IncomingMessage, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    request.on('end', () => {
      const calls = JSON.parse(text) as { id: number; method: string }[];
      const scripted = calls.map((call) => answers.get(call.method));
      if (scripted.includes('hang')) return;
      const status = scripted.find((answer) => typeof answer === 'number');
      if (typeof status === 'number') {
        response.writeHead(status).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          calls.map((call, i) => ({ jsonrpc: '2.0', id: call.id, result: scripted[i] ?? '0x10' })),
        ),
      );
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server, answers });
    });
  });
}

describe('error codes when the node or the API itself fails', () => {
  let node: Awaited<ReturnType<typeof scriptedNode>>;
  let api: RunningApi;
  let refused: RunningApi;

  beforeAll(async () => {
    node = await scriptedNode();
    api = await startApi({ rpcUrl: node.url, indexer: false, resolverTimeoutMs: 700, pollMs: 50 });
    // Nothing listens on port 1: every call is refused at once.
    refused = await startApi({ rpcUrl: 'http://127.0.0.1:1', indexer: false });
  });
  afterAll(async () => {
    await api?.stop();
    await refused?.stop();
    node.server.closeAllConnections();
    node.server.close();
  });

  it('NOT_FOUND: an area the network does not configure (no governance contracts: only the SFC is known)', async () => {
    expectCode(
      await post(api.url, { query: '{ govContracts { address } }' }),
      'NOT_FOUND',
      'no governance contracts configured',
      'governance on a network without it',
    );
  });

  it('CHAIN_UNAVAILABLE: the node refuses connections or answers HTTP errors, directly or inside a contract read', async () => {
    expectCode(
      await post(refused.url, { query: '{ gasPrice }' }),
      'CHAIN_UNAVAILABLE',
      'the chain node is not reachable',
      'a node that refuses connections',
    );
    node.answers.set('eth_getBalance', 502);
    expectCode(
      await post(api.url, { query: `{ account(address: "${ADDRESS}") { balance } }` }),
      'CHAIN_UNAVAILABLE',
      'the chain node answered HTTP 502',
      'a node answering 502',
    );
    node.answers.set('eth_call', 503);
    // viem wraps the transport's error; the code and words are those of the cause.
    expectCode(
      await post(api.url, { query: '{ currentEpoch }' }),
      'CHAIN_UNAVAILABLE',
      'the chain node answered HTTP 503',
      'a contract read the node fails',
    );
  });

  it('CHAIN_REJECTED: a contract call that the chain answers with nothing (no contract there)', async () => {
    node.answers.set('eth_call', '0x');
    expectCode(
      await post(api.url, { query: '{ currentEpoch }' }),
      'CHAIN_REJECTED',
      /returned no data \("0x"\)/,
      'a contract read with no data',
    );
  });

  it('TIMEOUT: a request that outlives the resolver time limit answers 503 "Service timeout."', async () => {
    node.answers.set('eth_gasPrice', 'hang');
    const answer = await post(api.url, { query: '{ gasPrice }' });
    expect(answer).toEqual({
      status: 503,
      body: { errors: [{ message: 'Service timeout.', extensions: { code: 'TIMEOUT' } }] },
    });
    expectCode(answer, 'TIMEOUT', 'Service timeout.', 'a hung node call');
  });

  it('INTERNAL: an answer the API cannot handle is "internal server error", nothing more', async () => {
    node.answers.set('eth_getBlockByNumber', { number: '0x5' });
    const answer = await post(api.url, { query: '{ block(number: "0x5") { hash } }' });
    expect(JSON.stringify(answer.body)).not.toMatch(/TypeError|undefined|\/src\//);
    expectCode(answer, 'INTERNAL', 'internal server error', 'a malformed block from the node');
  });
});

const postgresUrl = inject('postgresUrl');

describe.skipIf(postgresUrl === null)('error codes when PostgreSQL is gone', () => {
  let node: Awaited<ReturnType<typeof scriptedNode>>;
  let api: RunningApi;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    node = await scriptedNode();
    const databaseUrl = await createTestDatabase(postgresUrl ?? '');
    name = new URL(databaseUrl).pathname.slice(1);
    admin = new pg.Client({ connectionString: postgresUrl ?? '' });
    await admin.connect();
    api = await startApi({ rpcUrl: node.url, databaseUrl, indexer: false });
  });
  afterAll(async () => {
    await admin?.query(`alter database ${name} with allow_connections true`).catch(() => undefined);
    await api?.stop();
    await admin?.end();
    node.server.closeAllConnections();
    node.server.close();
  });

  it('DATABASE_UNAVAILABLE: a history read while the database refuses connections', async () => {
    await admin.query(`alter database ${name} with allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    expectCode(
      await post(api.url, {
        query: `{ account(address: "${ADDRESS}") { txList(count: 5) { totalCount } } }`,
      }),
      'DATABASE_UNAVAILABLE',
      'the database is not reachable',
      'a database that refuses connections',
    );
  });
});

it('every code of API_ERROR_CODES was produced by one of the requests above', () => {
  const expected = API_ERROR_CODES.filter((code) => postgresUrl !== null || code !== 'DATABASE_UNAVAILABLE');
  expect([...produced.keys()].sort()).toEqual([...expected].sort());
});
