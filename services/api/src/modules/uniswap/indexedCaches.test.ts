import { addresses, sendTx, uniswapFactoryAbi, uniswapRouterAbi } from '@fantom-wallet/contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backends } from '../../../test/backends.ts';
import { gql } from '../../../test/gql.ts';
import { type Stack, startStack } from '../../../test/startStack.ts';

const router = { address: addresses.uniswapRouter, abi: uniswapRouterAbi } as const;

// Explicit dates, so every answer is one cache entry until the index changes.
const seriesQuery = `query($p: Address!, $to: Int!) {
  prices: defiTimePrices(address: $p, resolution: "15m", fromDate: 0, toDate: $to) { time open close low high average }
  inverse: defiTimePrices(address: $p, resolution: "15m", fromDate: 0, toDate: $to, direction: 1) { time open close }
  volumes: defiTimeVolumes(address: $p, resolution: "1h", fromDate: 0, toDate: $to) { time value }
  reserves: defiTimeReserves(address: $p, resolution: "1m", fromDate: 0, toDate: $to) { time reserveClose }
  pairActions: defiUniswapActions(pairAddress: $p, count: 2) { totalCount edges { cursor } }
  swaps: defiUniswapActions(actionType: 0, count: 2) { totalCount }
  all: defiUniswapActions(count: 2) { totalCount } }`;

// Charts and list totals are kept per indexed tip; a rewind, even back to the same height, must drop them.
describe.each(backends())('uniswap: charts and totals kept per indexed tip on $name', ({ options }) => {
  let stack: Stack;
  let trader: Address;
  let pair: Address;
  const to = 2_100_000_000;
  const answer = async () => {
    const result = await gql<Record<string, unknown>>(stack.api.url, seriesQuery, { p: pair, to });
    expect(result.errors).toBeUndefined();
    return result.data as Record<string, { totalCount: string; edges: { cursor: string }[] }>;
  };

  beforeAll(async () => {
    stack = await startStack(inject('snapshotFile'), await options());
    trader = stack.devnet.deployment.accounts.find((a) => a.role === 'trader1')?.address as Address;
    pair = await stack.clients.public.readContract({
      address: addresses.uniswapFactory,
      abi: uniswapFactoryAbi,
      functionName: 'getPair',
      args: [addresses.wftm, addresses.fusd],
    });
  });
  afterAll(() => stack?.stop());

  it('a swap changes every chart and total; a revert to the same height brings the old answers back', async () => {
    const before = await answer();
    expect(await answer()).toEqual(before);
    const snapshot = await stack.rpc<string>('evm_snapshot');
    await sendTx(stack.clients, {
      ...router,
      from: trader,
      functionName: 'swapExactTokensForTokens',
      args: [parseEther('10'), 0n, [addresses.wftm, addresses.fusd], trader, 2n ** 40n],
    });
    await stack.synced();
    const height = await stack.rpc<string>('eth_blockNumber');
    const swapped = await answer();
    for (const list of ['pairActions', 'swaps', 'all'])
      expect(BigInt(swapped[list]?.totalCount ?? 0)).toBe(BigInt(before[list]?.totalCount ?? 0) + 1n);
    for (const series of ['prices', 'inverse', 'volumes', 'reserves'])
      expect(swapped[series], series).not.toEqual(before[series]);

    // The swap's block is replaced by an empty one: the same height, another hash.
    await stack.rpc('evm_revert', [snapshot]);
    await stack.rpc('evm_mine', []);
    expect(await stack.rpc<string>('eth_blockNumber')).toBe(height);
    // Pages are never kept: once the newest action is the old one again, the index has rewound.
    const newest = before.pairActions?.edges[0]?.cursor;
    while ((await answer()).pairActions?.edges[0]?.cursor !== newest)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(await answer()).toEqual(before);
  });
});
