import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import type { RunningApi } from '../RunningApi.ts';
import { startApi } from '../startApi.ts';

// A "node" that accepts connections and never answers: every chain read hangs.
function hangingNode(): Promise<{ url: string; server: Server }> {
  return new Promise((resolve) => {
    const server = createServer(() => undefined);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ url: `http://127.0.0.1:${port}`, server });
    });
  });
}

const post = (
  url: string,
  body: string,
  headers: Record<string, string> = { 'content-type': 'application/json' },
) => fetch(`${url}/graphql`, { method: 'POST', headers, body });

describe('bad input and limits', () => {
  let api: RunningApi;
  let node: { url: string; server: Server };

  beforeAll(async () => {
    node = await hangingNode();
    api = await startApi({
      rpcUrl: node.url,
      indexer: false,
      resolverTimeoutMs: 700,
      limits: { maxDepth: 8, maxCost: 5000 },
    });
  });
  afterAll(async () => {
    await api?.stop();
    node.server.closeAllConnections();
    node.server.close();
  });

  it.each([
    ['malformed hex', '{ account(address: "0xzz") { address } }', /Address must be a 0x-prefixed hex string/],
    ['a wrong-length address', '{ account(address: "0x1234") { address } }', /40 hex digits, got 4/],
    [
      'a decimal string where hex is required',
      '{ epoch(id: "12") { id } }',
      /Long must be a 0x-prefixed hex string/,
    ],
    [
      'a wrong-length hash',
      '{ transaction(hash: "0x12") { status } }',
      /Bytes32 must be 0x followed by 64 hex digits/,
    ],
    ['odd-length bytes', 'mutation { sendTransaction(tx: "0x123") { hash } }', /even number of hex digits/],
    [
      'an unknown field',
      '{ account(address: "0x0000000000000000000000000000000000000001") { nope } }',
      /Cannot query field "nope"/,
    ],
    ['a syntax error', '{ account(', /Syntax Error/],
  ])('%s is a GraphQL error with a clear message', async (_name, query, message) => {
    const { errors, data } = await gql(api.url, query);
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(message);
  });

  it('numbers in variables where hex strings are required are rejected', async () => {
    const { errors } = await gql(api.url, 'query($id: BigInt!) { staker(id: $id) { id } }', { id: 31 });
    expect(errors?.[0]?.message).toMatch(/BigInt must be a 0x-prefixed hex string, not a number/);
  });

  it('rejects queries that are too deep or too large', async () => {
    const deep = await gql(
      api.url,
      '{ account(address: "0x0000000000000000000000000000000000000001") { txList(count: 1) { edges { transaction { block { parent { parent { parent { number } } } } } } } } }',
    );
    expect(deep.errors?.[0]?.message).toMatch(/query is too deep: depth \d+ exceeds the limit of 8/);
    const wide = await gql(
      api.url,
      'query($c: Int!) { account(address: "0x0000000000000000000000000000000000000001") { txList(count: $c) { edges { transaction { hash from to value gas gasUsed status nonce inputData blockHash blockNumber gasPrice index } } } } a2: stakers { id delegations(count: 250) { edges { cursor delegation { address amount } } } } }',
      { c: 250 },
    );
    expect(wide.errors?.[0]?.message).toMatch(/query is too large/);
    const aliases = Array.from({ length: 6000 }, (_, i) => `a${i}: version`).join(' ');
    const tooManyTokens = await gql(api.url, `{ ${aliases} }`);
    expect(tooManyTokens.errors?.[0]?.message).toMatch(/more tha.? 10000 tokens/);
  });

  it('answers bad HTTP requests with a status and a JSON error, never a crash', async () => {
    const notJson = await post(api.url, '{nope');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({
      errors: [{ message: 'request body is not valid JSON', extensions: { code: 'INVALID_QUERY' } }],
    });
    const noQuery = await post(api.url, '{"variables":{}}');
    expect((await noQuery.json()) as unknown).toEqual({
      errors: [{ message: 'request must contain a "query" string', extensions: { code: 'INVALID_QUERY' } }],
    });
    const get = await fetch(`${api.url}/graphql?query={gasPrice}`);
    expect(get.status).toBe(405);
    const huge = await post(api.url, JSON.stringify({ query: `{ gasPrice } # ${'x'.repeat(1_100_000)}` }));
    expect(huge.status).toBe(413);
    const nowhere = await fetch(`${api.url}/elsewhere`, { method: 'POST', body: '{}' });
    expect(nowhere.status).toBe(404);
  });

  it('a resolver that outlives the time limit answers 503 "Service timeout." like the public API', async () => {
    // The node never answers, so the resolver never settles: any answer at all is the time limit's.
    const response = await post(api.url, JSON.stringify({ query: '{ gasPrice }' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      errors: [{ message: 'Service timeout.', extensions: { code: 'TIMEOUT' } }],
    });
    // The server still answers afterwards.
    expect((await gql(api.url, '{ price(to: "USD") { price } }')).data).toEqual({ price: { price: 0.7 } });
  });

  it('accepts a batch (array) of operations and bounds its size', async () => {
    const ok = await post(
      api.url,
      JSON.stringify([
        { query: '{ price(to: "USD") { price } }' },
        { query: '{ price(to: "EUR") { price } }' },
      ]),
    );
    expect(await ok.json()).toEqual([
      { data: { price: { price: 0.7 } } },
      { data: { price: { price: 0.65 } } },
    ]);
    const tooMany = await post(
      api.url,
      JSON.stringify(Array.from({ length: 50 }, () => ({ query: '{ version }' }))),
    );
    expect(tooMany.status).toBe(400);
  });
});
