import * as operations from '@fantom-wallet/api-client';
import { API_ERROR_CODES } from '@fantom-wallet/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { fragmentBomb, HOSTILE_ADDRESS, HOSTILE_QUERIES } from '../../test/hostileDocuments.ts';
import { type Stack, startStack } from '../../test/startStack.ts';

// services/api/README.md#hostile-requests: random and hostile queries, variables and bodies against a real
// API over the seeded devnet. Whatever arrives, the answer is a GraphQL error or a 4xx (or the documented 503
// "Service timeout."), never a 500, a crash, a hang or an internal detail; and the server keeps serving
// normal queries.

const SEED = 9;
const ADDRESS = HOSTILE_ADDRESS;

interface Answer {
  status: number;
  text: string;
  ms: number;
}

const documents = Object.values(operations).filter(
  (value): value is { operationName: string; query: string } =>
    typeof value === 'object' && value !== null && 'query' in value && 'operationName' in value,
);

describe('hostile GraphQL requests (services/api/README.md#hostile-requests)', () => {
  let stack: Stack;
  const slowest = { ms: 0, what: '' };

  /** Posts a raw body; a client-side limit turns a hung server into a failure instead of a stuck test. */
  const send = async (
    body: string,
    init: { method?: string; path?: string; contentType?: string } = {},
  ): Promise<Answer> => {
    const started = performance.now();
    const response = await fetch(`${stack.api.url}${init.path ?? '/graphql'}`, {
      method: init.method ?? 'POST',
      headers: { 'content-type': init.contentType ?? 'application/json' },
      ...(init.method === 'GET' ? {} : { body }),
      signal: AbortSignal.timeout(40_000),
    });
    const answer = { status: response.status, text: await response.text(), ms: performance.now() - started };
    if (answer.ms > slowest.ms) Object.assign(slowest, { ms: answer.ms, what: body.slice(0, 80) });
    return answer;
  };

  /** The outcome an attacker may see: an error they caused, a result, or the public timeout; nothing more. */
  const expectHandled = (answer: Answer, what: string): void => {
    const context = `${what.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}`;
    if (answer.status === 503) {
      expect(JSON.parse(answer.text), context).toEqual({
        errors: [{ message: 'Service timeout.', extensions: { code: 'TIMEOUT' } }],
      });
      return;
    }
    expect(answer.status, context).toBeLessThan(500);
    const parsed = JSON.parse(answer.text) as unknown;
    const results = Array.isArray(parsed) ? parsed : [parsed];
    for (const result of results as Array<{
      data?: unknown;
      errors?: Array<{ message: unknown; extensions?: { code?: unknown } }>;
    }>) {
      expect(result.data !== undefined || result.errors !== undefined, context).toBe(true);
      for (const error of result.errors ?? []) {
        expect(typeof error.message, context).toBe('string');
        // Every error carries a stable code a client can decide on.
        expect(API_ERROR_CODES, context).toContain(error.extensions?.code);
        // Stack frames, file paths or SQL in a message would tell an attacker how the server is built.
        expect(error.message, context).not.toMatch(/\n\s+at |node_modules|\/src\/|SELECT |relation "/i);
      }
    }
    expect(answer.text, context).not.toContain('internal server error');
  };

  const post = async (payload: unknown): Promise<Answer> => {
    const body = JSON.stringify(payload);
    const answer = await send(body);
    expectHandled(answer, body);
    return answer;
  };

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), { resolverTimeoutMs: 10_000 });
  });
  afterAll(async () => {
    console.log(`hostile queries: slowest answer ${slowest.ms.toFixed(0)} ms for ${slowest.what}`);
    await stack?.stop();
  });

  it('random text as the query', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 400 }), async (query) => {
        await post({ query });
      }),
      { seed: SEED, numRuns: 150 },
    );
  });

  it('random GraphQL-looking text built from the schema vocabulary', async () => {
    const token = fc.constantFrom(
      '{',
      '}',
      '(',
      ')',
      ':',
      '$x',
      '...',
      'on',
      'query',
      'mutation',
      'fragment',
      'F',
      'account',
      'address',
      `"${ADDRESS}"`,
      'balance',
      'txList',
      'count',
      '1',
      '-1',
      '1e400',
      'edges',
      'transaction',
      'block',
      'parent',
      'stakers',
      'delegations',
      '@skip(if: true)',
      '@include(if: $x)',
      '__schema',
      '__typename',
      'types',
      'Query',
      ',',
      '!',
      '[',
      ']',
      'Int',
      'BigInt',
      '"\\u0000"',
      'null',
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(token, { maxLength: 60 }),
        fc.jsonValue({ maxDepth: 2 }),
        async (tokens, x) => {
          await post({ query: tokens.join(' '), variables: { x } });
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('every wallet operation with random and wrongly typed variables', async () => {
    expect(documents.length).toBeGreaterThanOrEqual(30);
    const scalar = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.constantFrom(
        '0x',
        '0xzz',
        `${ADDRESS}00`,
        '-0x1',
        '0x'.padEnd(70, 'f'),
        1e308,
        -1,
        2 ** 53,
        '🔑',
        '<script>',
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...documents),
        fc.dictionary(fc.string({ maxLength: 8 }), scalar),
        async (op, junk) => {
          const names = [...op.query.matchAll(/\$(\w+)/g)].map((m) => m[1] ?? '');
          const variables = Object.fromEntries(
            names.map((name, i) => [name, Object.values(junk)[i] ?? junk[name] ?? null]),
          );
          await post({
            query: op.query,
            operationName: op.operationName,
            variables: { ...junk, ...variables },
          });
        },
      ),
      { seed: SEED, numRuns: 200 },
    );
  });

  it('random JSON bodies and random batches', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 4 }), async (body) => {
        await post(body);
      }),
      { seed: SEED, numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant({ query: '{ version }' })), {
          maxLength: 30,
        }),
        async (batch) => {
          await post(batch);
        },
      ),
      { seed: SEED, numRuns: 60 },
    );
  });

  it.each(HOSTILE_QUERIES)('%s', async (what, query) => {
    // Handled (post checks the answer); how long each holds the server is `npm run bench -- hostileRequests`.
    await post({
      query,
      ...(what === 'an unknown operation name' ? { operationName: 'Nope' } : {}),
    });
  });

  it('a batch of 20 distinct fragment bombs is refused while a normal query is still answered', async () => {
    // Distinct texts defeat the parsed-document cache; validation and limit checks run synchronously, so a
    // slow check here would hold every other client of this process (its speed: `npm run bench -- hostileRequests`).
    const batch = post(Array.from({ length: 20 }, (_, k) => ({ query: fragmentBomb(k) })));
    const normal = await gql(stack.api.url, '{ version }');
    expect(normal.data).toBeDefined();
    const answer = await batch;
    expect(JSON.parse(answer.text)).toEqual(
      Array.from({ length: 20 }, () => ({
        errors: [
          {
            message: 'query is too large: its estimated result exceeds the limit of 200000 fields',
            extensions: { code: 'LIMIT_EXCEEDED' },
          },
        ],
      })),
    );
  });

  it('variables of the wrong type, huge and deeply nested', async () => {
    const count =
      'query($c: Int) { account(address: "0x0000000000000000000000000000000000000001") { txList(count: $c) { totalCount } } }';
    for (const c of ['10', 1.5, 2 ** 31, -(2 ** 31) - 1, true, { c: 1 }, [1], 'x'.repeat(500_000), 1e308]) {
      await post({ query: count, variables: { c } });
    }
    // 5000 nested arrays: written as text, since JSON.stringify itself would overflow the stack here.
    const deep = `{"query":${JSON.stringify(count)},"variables":{"c":${'['.repeat(5000)}1${']'.repeat(5000)}}}`;
    expectHandled(await send(deep), 'c nested 5000 deep');
    await post({
      query: 'query($a: Address!) { account(address: $a) { balance } }',
      variables: { a: { toString: ADDRESS } },
    });
    // A prototype key in JSON is an own property after JSON.parse; it must not supply `$a`.
    const polluted = `{"query":"query($a: Address!) { account(address: $a) { balance } }","variables":{"__proto__":{"a":"${ADDRESS}"}}}`;
    expectHandled(await send(polluted), polluted);
  });

  it('bodies that are not GraphQL requests: invalid JSON, 1 MB, wrong method, type or path', async () => {
    const cases: Array<[string, Parameters<typeof send>[1]]> = [
      ['{', {}],
      ['{"query": "{ version }"', {}],
      ['\uFEFF{"query":"{ version }"}', {}],
      ['', {}],
      ['null', {}],
      ['[[[[[]]]]]', {}],
      [`${'['.repeat(100_000)}${']'.repeat(100_000)}`, {}],
      [JSON.stringify({ query: `{ version } #${'x'.repeat(990_000)}` }), {}],
      [JSON.stringify({ query: '{ version }', padding: 'x'.repeat(1_000_001) }), {}],
      ['x'.repeat(3_000_000), {}],
      [JSON.stringify({ query: '{ version }' }), { contentType: 'text/plain' }],
      [JSON.stringify({ query: '{ version }' }), { contentType: 'application/x-www-form-urlencoded' }],
      ['', { method: 'GET' }],
      ['{}', { method: 'PUT' }],
      ['{}', { method: 'DELETE' }],
      ['{}', { path: '/graphql/../../etc/passwd' }],
      ['{}', { path: '/%00' }],
      ['{}', { path: `/${'a'.repeat(5000)}` }],
    ];
    for (const [body, init] of cases) {
      const answer = await send(body, init);
      const what = `${init?.method ?? 'POST'} ${init?.path ?? '/graphql'} ${body.slice(0, 60)}`;
      if (answer.status === 405 || answer.status === 404 || answer.status === 413 || answer.status === 400) {
        expect(JSON.parse(answer.text), what).toHaveProperty('errors');
      }
      // Every answer, 4xx included, is an error in the GraphQL shape with its code.
      expectHandled(answer, what);
    }
  });

  it('afterwards the server still answers a normal query with data', async () => {
    const alice = stack.devnet.deployment.accounts.find((a) => a.role === 'alice')?.address ?? '';
    const { data, errors } = await gql<{ account: { address: string; balance: string } }>(
      stack.api.url,
      'query($a: Address!) { account(address: $a) { address balance } }',
      { a: alice },
    );
    expect(errors).toBeUndefined();
    expect(data?.account.address.toLowerCase()).toBe(alice.toLowerCase());
    expect(BigInt(data?.account.balance ?? '0x0')).toBeGreaterThan(0n);
    expect((await fetch(`${stack.api.url}/health`)).status).toBe(200);
  });
});
