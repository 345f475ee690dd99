import { afterEach, describe, expect, it } from 'vitest';
import { BlockCache } from '../chain/BlockCache.ts';
import { HeadTracker } from '../chain/HeadTracker.ts';
import type { RpcClient } from '../chain/RpcClient.ts';
import { apiModules } from '../modules/apiModules.ts';
import type { ApiServices } from '../services/ApiServices.ts';
import { buildApiSchema } from './buildApiSchema.ts';
import { GraphqlExecutor } from './GraphqlExecutor.ts';
import { defaultQueryLimits } from './queryLimits.ts';

const schema = buildApiSchema(apiModules);
const perBlockFields = new Set(apiModules.flatMap((m) => m.perBlockFields ?? []));
const alice = '0x00000000000000000000000000000000000000a1';
const bob = '0x00000000000000000000000000000000000000b0';
const balanceQuery = 'query($a: Address!) { account(address: $a) { balance } }';

/** The executor over a node whose head and balances the test sets; `balanceReads` counts its eth_getBalance. */
async function setUp() {
  const node = { head: 7, balance: 1n, balanceReads: 0, down: false };
  const rpc = {
    request: async (method: string) => {
      if (node.down) throw new Error('connection refused');
      if (method === 'eth_blockNumber') return `0x${node.head.toString(16)}`;
      if (method === 'eth_getBalance') {
        node.balanceReads++;
        return `0x${node.balance.toString(16)}`;
      }
      throw new Error(`unexpected ${method}`);
    },
  } as unknown as RpcClient;
  // Never stale within a test, however slow the machine.
  const heads = new HeadTracker(rpc, 60_000, 600_000);
  heads.start();
  // Once the first poll has answered (the next is a minute away), the test moves the head itself.
  while (heads.key() === undefined) await new Promise((resolve) => setTimeout(resolve, 1));
  const services = {
    heads,
    rpc,
    core: { blockValues: new BlockCache(heads) },
    config: { version: 'test' },
    log: () => undefined,
  } as unknown as ApiServices;
  const executor = new GraphqlExecutor(
    schema,
    services,
    { ...defaultQueryLimits, maxDepth: 3 },
    perBlockFields,
  );
  const run = (body: unknown) => executor.run(body, new AbortController().signal);
  return { node, heads, run };
}

const codes = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.map((e) => e.extensions?.code);

describe('GraphqlExecutor', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
  });
  const start = async () => {
    const setup = await setUp();
    stops.push(() => setup.heads.stop());
    return setup;
  };

  it('refuses a document again from its cache, with the same errors', async () => {
    const { run } = await start();
    const cases = [
      ['an unknown field', `{ account(address: "${alice}") { nope } }`, 'INVALID_QUERY'],
      ['a malformed address literal', '{ account(address: "0xzz") { balance } }', 'INVALID_ARGUMENT'],
      [
        'too deep',
        `{ account(address: "${alice}") { txList(count: 1) { edges { transaction { hash } } } } }`,
        'LIMIT_EXCEEDED',
      ],
      ['not GraphQL', '{ account(', 'INVALID_QUERY'],
    ] as const;
    for (const [, query, code] of cases) {
      const first = await run({ query });
      const second = await run({ query });
      expect(codes(first)).toEqual([code]);
      expect(second).toEqual(first);
      expect(second.data).toBeUndefined();
    }
  });

  it('answers a repeated per-block request within a block from its cache, and only an identical one', async () => {
    const { node, run } = await start();
    const first = await run({ query: balanceQuery, variables: { a: alice } });
    expect(first).toEqual({ data: { account: { balance: '0x1' } } });
    expect(await run({ query: balanceQuery, variables: { a: alice } })).toBe(first);
    // Other variables: another answer, read from the node.
    const forBob = await run({ query: balanceQuery, variables: { a: bob } });
    expect(forBob).not.toBe(first);
    expect(node.balanceReads).toBe(2);
    // The same document with a malformed variable is still refused.
    expect(codes(await run({ query: balanceQuery, variables: { a: '0x12' } }))).toEqual(['INVALID_ARGUMENT']);
    expect(codes(await run({ query: balanceQuery, variables: {} }))).toEqual(['INVALID_ARGUMENT']);
  });

  it('misses after a new block, or a transaction sent through us, and answers what the node says then', async () => {
    const { node, heads, run } = await start();
    const first = await run({ query: balanceQuery, variables: { a: alice } });
    node.balance = 2n;
    heads.observe(node.head + 1);
    const afterBlock = await run({ query: balanceQuery, variables: { a: alice } });
    expect(afterBlock).toEqual({ data: { account: { balance: '0x2' } } });
    expect(afterBlock).not.toBe(first);
    node.balance = 3n;
    heads.invalidate();
    expect(await run({ query: balanceQuery, variables: { a: alice } })).toEqual({
      data: { account: { balance: '0x3' } },
    });
    expect(node.balanceReads).toBe(3);
  });

  it('caches no answer with errors, and none while the node is silent', async () => {
    const { node, heads, run } = await start();
    node.down = true;
    heads.invalidate();
    const failed = await run({ query: balanceQuery, variables: { a: alice } });
    expect(failed.errors).toHaveLength(1);
    node.down = false;
    expect(await run({ query: balanceQuery, variables: { a: alice } })).toEqual({
      data: { account: { balance: '0x1' } },
    });
    heads.stop();
    const stopped = await run({ query: balanceQuery, variables: { a: alice } });
    expect(await run({ query: balanceQuery, variables: { a: alice } })).not.toBe(stopped);
  });

  it('executes every time a document that selects anything else', async () => {
    const { run } = await start();
    const query = `{ version account(address: "${alice}") { balance } }`;
    const first = await run({ query });
    expect(first.errors).toBeUndefined();
    expect(await run({ query })).not.toBe(first);
  });

  it('refuses a per-block field that is not in the schema', () => {
    expect(
      () => new GraphqlExecutor(schema, {} as ApiServices, defaultQueryLimits, new Set(['Account.nope'])),
    ).toThrow(/Account.nope is not in the schema/);
  });
});
