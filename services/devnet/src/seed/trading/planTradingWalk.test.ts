import { addresses, uniswapRouterAbi } from '@fantom-wallet/contracts';
import { type Address, decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PoolModel } from './PoolModel.ts';
import { planTradingWalk, type ScheduledDeposit, type Trader, type WalkPair } from './planTradingWalk.ts';
import { seededPairs } from './seededPairs.ts';

const DAY = 86_400;
const end = 1_800_000_000;
const start = end - 56 * DAY;
const traders = [6, 7, 8].map((n) => `0x${n.toString(16).padStart(40, '0')}` as Address);
const alice = '0x0000000000000000000000000000000000000a11' as Address;

/** The walk as the seed plans it, from the seeded pairs' first deposits and generous trader balances. */
function plan(seed: number) {
  const pairs: WalkPair[] = seededPairs
    .filter((p) => p.weight > 0)
    .map((definition, i) => {
      const aIs0 = BigInt(definition.tokenA) < BigInt(definition.tokenB);
      const [t0, t1] = aIs0 ? [definition.tokenA, definition.tokenB] : [definition.tokenB, definition.tokenA];
      const model = new PoolModel(`0x${(0xa0 + i).toString(16).padStart(40, '0')}`, t0, t1);
      const { depositA, depositB } = definition;
      model.deposit(traders[0] as Address, aIs0 ? depositA : depositB, aIs0 ? depositB : depositA);
      return { definition, model };
    });
  const tokens = [addresses.wftm, addresses.tokenUsdc, addresses.fusd, addresses.feur];
  const funded: Trader[] = traders.map((address) => ({
    address,
    balances: new Map(tokens.map((t) => [t.toLowerCase(), 10n ** 30n])),
  }));
  const scheduled: ScheduledDeposit = {
    trader: { address: alice, balances: new Map() },
    pairName: 'WFTM/tUSDC',
    shareOfPool: 0.02,
    notBefore: start + 6 * 3_600,
  };
  const walk = planTradingWalk({
    seed,
    start,
    end,
    router: addresses.uniswapRouter,
    pairs,
    traders: funded,
    scheduled: [scheduled],
  });
  return { walk, pairs, scheduled };
}

describe('planTradingWalk', () => {
  it('replays exactly from its seed, and differs with another', () => {
    const a = plan(4003);
    const b = plan(4003);
    expect(b.walk).toEqual(a.walk);
    expect(b.pairs.map((p) => [p.model.reserve0, p.model.reserve1])).toEqual(
      a.pairs.map((p) => [p.model.reserve0, p.model.reserve1]),
    );
    expect(plan(4004).walk.blocks).not.toEqual(a.walk.blocks);
  });

  it('makes thousands of swaps, adds and removes over eight weeks, denser at the end', () => {
    const { walk } = plan(4003);
    expect(walk.swaps + walk.deposits + walk.withdrawals).toBeGreaterThanOrEqual(2000);
    expect(walk.deposits).toBeGreaterThan(50);
    expect(walk.withdrawals).toBeGreaterThan(50);
    const times = walk.blocks.map((b) => b.timestamp);
    expect(times.every((t, i) => t >= start && t <= end && (i === 0 || t > (times[i - 1] ?? 0)))).toBe(true);
    const swapsBetween = (from: number, to: number) =>
      walk.blocks
        .filter((b) => b.timestamp > from && b.timestamp <= to)
        .flatMap((b) => b.txs)
        .filter((tx) =>
          decodeFunctionData({ abi: uniswapRouterAbi, data: tx.data }).functionName.startsWith('swap'),
        ).length;
    // The pair screen's two 24-hour windows, and every history span (1 week, 1 month, all).
    expect(swapsBetween(end - DAY, end)).toBeGreaterThan(100);
    expect(swapsBetween(end - 2 * DAY, end - DAY)).toBeGreaterThan(100);
    expect(swapsBetween(end - 7 * DAY, end - 2 * DAY)).toBeGreaterThan(100);
    expect(swapsBetween(start, end - 30 * DAY)).toBeGreaterThan(100);
    // Every day has trades (so the daily chart has no holes), and blocks hold several calls.
    for (let day = start; day < end; day += DAY) expect(swapsBetween(day, day + DAY)).toBeGreaterThan(0);
    expect(walk.blocks.length).toBeLessThan(450);
  });

  it('keeps every pool near its starting price and every call exact (minimum = planned amount)', () => {
    const { walk, pairs } = plan(4003);
    for (const { definition, model } of pairs) {
      const aIs0 = model.token0.toLowerCase() === definition.tokenA.toLowerCase();
      const [rA, rB] = aIs0 ? [model.reserve0, model.reserve1] : [model.reserve1, model.reserve0];
      const ratio = Number(rB) / Number(rA) / (Number(definition.depositB) / Number(definition.depositA));
      expect(ratio).toBeGreaterThan(0.5);
      expect(ratio).toBeLessThan(2);
      // Adds and removes balance out: the pool keeps about its first size.
      const first = new PoolModel(model.pair, model.token0, model.token1);
      first.deposit(traders[0] as Address, definition.depositA, definition.depositB);
      expect(Number(model.totalSupply) / Number(first.totalSupply)).toBeGreaterThan(0.5);
      expect(Number(model.totalSupply) / Number(first.totalSupply)).toBeLessThan(3);
    }
    for (const tx of walk.blocks.flatMap((b) => b.txs)) {
      const call = decodeFunctionData({ abi: uniswapRouterAbi, data: tx.data });
      if (call.functionName === 'swapExactTokensForTokens') expect(call.args[1]).toBeGreaterThan(0n);
      if (call.functionName === 'addLiquidity') expect(call.args[4]).toBeGreaterThan(0n);
      expect(tx.to).toBe(addresses.uniswapRouter);
    }
  });

  it("plans alice's deposit exactly, so she can be funded and allow just that", () => {
    const { walk, scheduled } = plan(4003);
    expect(scheduled.planned?.liquidity).toBeGreaterThan(0n);
    const hers = walk.blocks.flatMap((b) => b.txs).filter((tx) => tx.from === alice);
    expect(hers).toHaveLength(1);
    const call = decodeFunctionData({ abi: uniswapRouterAbi, data: hers[0]?.data ?? '0x' });
    expect(call.functionName).toBe('addLiquidity');
    if (call.functionName === 'addLiquidity') {
      expect([call.args[4], call.args[5]]).toEqual([scheduled.planned?.amountA, scheduled.planned?.amountB]);
    }
  });
});
