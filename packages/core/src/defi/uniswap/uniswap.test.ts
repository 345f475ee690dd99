import { uniswapRouterAbi } from '@fantom-wallet/contracts';
import fc from 'fast-check';
import { decodeFunctionData, getAddress, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { buildUniswapCall } from './buildUniswapCall.ts';
import { fillSeries, percentChange, scaleRawPrice, spanSeconds } from './chartSeries.ts';
import {
  amountsForLiquidity,
  counterpartAmount,
  liquidityAtPercent,
  liquidityMinted,
  maxLiquidityAmount,
  poolShareAfterAdd,
  shareOfWhole,
} from './liquidity.ts';
import { pairPrice } from './pairPrice.ts';
import { priceImpact } from './priceImpact.ts';
import { maximumAmount, minimumAmount, uniswapDeadline } from './slippageLimits.ts';
import { UNISWAP } from './UNISWAP.ts';
import { getAmountIn, getAmountOut, quoteAmount } from './uniswapMath.ts';
import { uniswapRouterCallsAbi } from './uniswapRouterCalls.ts';

const E18 = 10n ** 18n;
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83');
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f');
const ROUTER = getAddress('0xf491e7b69e4244ad4002bc14e878a34207e38c29');
const ALICE = getAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
const wei = fc.bigInt({ min: 1n, max: 10n ** 30n });
const reserve = fc.bigInt({ min: 1000n, max: 10n ** 30n });
const bps = fc.bigInt({ min: 0n, max: 10_000n });

describe('router arithmetic (docs/funi.md#swap)', () => {
  it('getAmountOut is Uniswap V2 getAmountOut: 997/1000 of the input against x·y = k, rounded down', () => {
    // 1 WFTM into 300,000 WFTM / 210,000 FUSD
    expect(getAmountOut(E18, 300_000n * E18, 210_000n * E18)).toBe(
      (E18 * 997n * 210_000n * E18) / (300_000n * E18 * 1000n + E18 * 997n),
    );
    expect(getAmountOut(E18, 0n, 5n)).toBe(0n);
    expect(getAmountOut(0n, 5n, 5n)).toBe(0n);
  });

  it('getAmountIn asks enough: selling it gives at least the wanted amount, and one less would not', () => {
    fc.assert(
      fc.property(reserve, reserve, wei, (rIn, rOut, want) => {
        const needed = getAmountIn(want, rIn, rOut);
        if (want >= rOut) return needed === null;
        if (needed === null) return false;
        return getAmountOut(needed, rIn, rOut) >= want;
      }),
    );
    expect(getAmountIn(10n, 100n, 10n)).toBeNull();
  });

  it('the pool never pays more than its reserve and the product of the reserves never falls', () => {
    fc.assert(
      fc.property(reserve, reserve, wei, (rIn, rOut, amount) => {
        const out = getAmountOut(amount, rIn, rOut);
        return out < rOut && (rIn + amount) * (rOut - out) >= rIn * rOut;
      }),
    );
  });

  it('quoteAmount is the router quote: amountA × reserveB ÷ reserveA, rounded down', () => {
    expect(quoteAmount(7n, 3n, 10n)).toBe(23n);
    expect(quoteAmount(7n, 0n, 10n)).toBe(0n);
  });
});

describe('slippage limits (docs/funi.md#slippage)', () => {
  it('minimum received = out × (1 − s), 0.5 % of 1000 FUSD is 995 FUSD', () => {
    expect(minimumAmount(1000n * E18, 50n)).toBe(995n * E18);
    expect(maximumAmount(1000n * E18, 50n)).toBe(1005n * E18);
  });

  it('never round against the user: the minimum rounds down, the maximum sold rounds up', () => {
    expect(minimumAmount(999n, 50n)).toBe(994n); // 994.005
    expect(maximumAmount(999n, 50n)).toBe(1004n); // 1003.995
    fc.assert(
      fc.property(wei, bps, (amount, s) => {
        const min = minimumAmount(amount, s);
        const max = maximumAmount(amount, s);
        return (
          min * 10_000n <= amount * (10_000n - s) &&
          (min + 1n) * 10_000n > amount * (10_000n - s) &&
          max * 10_000n >= amount * (10_000n + s) &&
          (max - 1n) * 10_000n < amount * (10_000n + s) &&
          min <= amount &&
          max >= amount
        );
      }),
    );
  });

  it('the deadline is the latest block time + 1200 s', () => {
    expect(uniswapDeadline(1_700_000_000n)).toBe(1_700_001_200n);
  });
});

describe('price impact (docs/funi.md#price-impact)', () => {
  it('is 1 − execution price ÷ mid price without the fee: a trade of 1 % of the reserve moves about 0.99 %', () => {
    const rIn = 100_000n * E18;
    const rOut = 70_000n * E18;
    const amount = 1_000n * E18;
    const out = getAmountOut(amount, rIn, rOut);
    // in·0.997 ÷ (rIn + in·0.997) = 997 ÷ 100,997 = 0.987 %: shown as 0.99 %
    expect(priceImpact(amount, out, rIn, rOut)).toBe(99n);
  });

  it('stays within 0–100 %, rounds up, and for the pool own quote equals in·0.997 ÷ (rIn + in·0.997)', () => {
    fc.assert(
      fc.property(reserve, reserve, wei, (rIn, rOut, amount) => {
        const out = getAmountOut(amount, rIn, rOut);
        const impact = priceImpact(amount, out, rIn, rOut);
        if (out === 0n) return impact === 0n;
        const exact = (amount * 9970n * 10_000n) / (rIn * 10_000n + amount * 9970n);
        return impact >= 0n && impact <= 10_000n && impact >= exact;
      }),
    );
    expect(priceImpact(0n, 0n, 1n, 1n)).toBe(0n);
  });
});

describe('liquidity (docs/funi.md#add-liquidity, docs/funi.md#remove-liquidity)', () => {
  it('a share is worth share × reserve ÷ supply of each token', () => {
    expect(amountsForLiquidity(10n, [1000n, 500n], 100n)).toEqual([100n, 50n]);
    expect(amountsForLiquidity(10n, [1000n, 500n], 0n)).toEqual([0n, 0n]);
  });

  it('the slider burns share × percent ÷ 100, and 100 % the whole share to its last wei', () => {
    const share = 123_456_789_012_345_678_901n;
    expect(liquidityAtPercent(share, 50)).toBe(share / 2n);
    expect(liquidityAtPercent(share, 100)).toBe(share);
    expect(liquidityAtPercent(share, 0)).toBe(0n);
    expect(liquidityAtPercent(share, Number.NaN)).toBe(0n);
    fc.assert(fc.property(wei, fc.integer({ min: 0, max: 100 }), (s, p) => liquidityAtPercent(s, p) <= s));
  });

  it('minting follows Uniswap V2: the smaller of the two amount × supply ÷ reserve', () => {
    expect(liquidityMinted([100n, 100n], [1000n, 500n], 700n)).toBe(70n);
    expect(liquidityMinted([100n, 100n], [0n, 0n], 0n)).toBe(0n);
  });

  it('pool share after an add: (owned + minted) ÷ (supply + minted), in hundredths of a percent', () => {
    // adding the whole pool again doubles it: 50 %
    expect(poolShareAfterAdd([1000n, 500n], [1000n, 500n], 700n, 0n)).toBe(5000n);
    expect(poolShareAfterAdd([0n, 0n], [1000n, 500n], 700n, 70n)).toBe(1000n);
    expect(shareOfWhole(1n, 3n)).toBe(3333n);
  });

  it('the counterpart of a typed amount is the pool quote, either side', () => {
    expect(counterpartAmount(10n, 0, [100n, 300n])).toEqual([10n, 30n]);
    expect(counterpartAmount(30n, 1, [100n, 300n])).toEqual([10n, 30n]);
  });

  it('Max fills the balance, limited so the counterpart stays within the other balance', () => {
    // 100 A would need 300 B but only 150 B are there: 50 A
    expect(maxLiquidityAmount(0, [100n, 150n], [100n, 300n])).toBe(50n);
    expect(maxLiquidityAmount(1, [100n, 150n], [100n, 300n])).toBe(150n);
    fc.assert(
      fc.property(
        wei,
        wei,
        reserve,
        reserve,
        fc.constantFrom(0 as const, 1 as const),
        (b0, b1, r0, r1, side) => {
          const reserves = [r0, r1] as const;
          const balances = [b0, b1] as const;
          const max = maxLiquidityAmount(side, balances, reserves);
          const both = counterpartAmount(max, side, reserves);
          const other = side === 0 ? 1 : 0;
          const more = counterpartAmount(max + 1n, side, reserves);
          return (
            max <= balances[side] &&
            both[other] <= balances[other] &&
            (max === balances[side] || more[other] > balances[other])
          );
        },
      ),
    );
  });
});

describe('prices (docs/funi.md#prices)', () => {
  it('one whole A in B, scaled by 10^18, across decimals (WFTM 18 / tUSDC 6)', () => {
    expect(pairPrice(400_000n * E18, 18, 280_000n * 10n ** 6n, 6)).toBe((7n * E18) / 10n);
    expect(pairPrice(280_000n * 10n ** 6n, 6, 400_000n * E18, 18)).toBe((10n * E18) / 7n);
    expect(pairPrice(0n, 18, 1n, 18)).toBe(0n);
  });

  it('chart prices scale the raw ratio by the decimals', () => {
    // 0.7 tUSDC (6) per WFTM (18) is a raw ratio of 0.7e-12
    expect(scaleRawPrice(0.7e-12, 18, 6)).toBeCloseTo(0.7, 10);
  });
});

describe('charts (docs/funi.md#charts)', () => {
  it('span codes are a digit and d, w, m (30 days) or y', () => {
    expect(spanSeconds('1w')).toBe(604_800);
    expect(spanSeconds('1m')).toBe(2_592_000);
    expect(spanSeconds('2d')).toBe(172_800);
    expect(spanSeconds('1y')).toBe(31_536_000);
    expect(spanSeconds('10d')).toBeNull();
    expect(spanSeconds('1h')).toBeNull();
  });

  it('fills gaps with the last value, or 0 for volume, up to the end', () => {
    const points = [
      { time: 0, value: 5 },
      { time: 1800, value: 7 },
    ];
    expect(fillSeries(points, '15m', 3600, { mode: 'last' })).toEqual([
      { time: 0, value: 5 },
      { time: 900, value: 5 },
      { time: 1800, value: 7 },
      { time: 2700, value: 7 },
      { time: 3600, value: 7 },
    ]);
    expect(fillSeries(points, '15m', 2700, { mode: 'zero', zero: 0 }).map((p) => p.value)).toEqual([
      5, 0, 7, 0,
    ]);
    expect(fillSeries([], 'D', 100, { mode: 'last' })).toEqual([]);
  });

  it('months are calendar months (UTC)', () => {
    const jan = Date.UTC(2026, 0, 1) / 1000;
    const mar = Date.UTC(2026, 2, 1) / 1000;
    expect(fillSeries([{ time: jan + 5, value: 1 }], '1M', mar, { mode: 'last' }).map((p) => p.time)).toEqual(
      [jan, Date.UTC(2026, 1, 1) / 1000, mar],
    );
  });

  it('the 24 h change is against the previous 24 h, and nothing before gives none', () => {
    expect(percentChange(150n, 100n)).toBe(5000n);
    expect(percentChange(50n, 100n)).toBe(-5000n);
    expect(percentChange(50n, 0n)).toBeNull();
  });
});

describe('router calls (docs/funi.md#router-calls)', () => {
  it('every function fUNI sends is the deployed router function of the same signature', () => {
    for (const entry of uniswapRouterCallsAbi) {
      const deployed = uniswapRouterAbi.find((item) => item.type === 'function' && item.name === entry.name);
      expect(deployed, entry.name).toBeDefined();
      expect(toFunctionSelector(entry)).toBe(toFunctionSelector(deployed as typeof entry));
    }
  });

  it('encodes swaps both ways, add and remove with the minimums, recipient and deadline', () => {
    const exactIn = buildUniswapCall(ROUTER, {
      kind: 'swapExactIn',
      amountIn: E18,
      amountOutMin: 5n,
      path: [WFTM, FUSD],
      recipient: ALICE,
      deadline: 9n,
    });
    expect(exactIn.to).toBe(ROUTER);
    expect(exactIn.value).toBe(0n);
    expect(decodeFunctionData({ abi: uniswapRouterAbi, data: exactIn.data })).toEqual({
      functionName: 'swapExactTokensForTokens',
      args: [E18, 5n, [WFTM, FUSD], ALICE, 9n],
    });
    const exactOut = buildUniswapCall(ROUTER, {
      kind: 'swapExactOut',
      amountOut: 7n,
      amountInMax: 8n,
      path: [WFTM, FUSD],
      recipient: ALICE,
      deadline: 9n,
    });
    expect(decodeFunctionData({ abi: uniswapRouterAbi, data: exactOut.data })).toEqual({
      functionName: 'swapTokensForExactTokens',
      args: [7n, 8n, [WFTM, FUSD], ALICE, 9n],
    });
    const add = buildUniswapCall(ROUTER, {
      kind: 'addLiquidity',
      tokens: [WFTM, FUSD],
      amounts: [10n, 20n],
      minimums: [9n, 19n],
      recipient: ALICE,
      deadline: 3n,
    });
    expect(decodeFunctionData({ abi: uniswapRouterAbi, data: add.data })).toEqual({
      functionName: 'addLiquidity',
      args: [WFTM, FUSD, 10n, 20n, 9n, 19n, ALICE, 3n],
    });
    const remove = buildUniswapCall(ROUTER, {
      kind: 'removeLiquidity',
      tokens: [WFTM, FUSD],
      liquidity: 4n,
      minimums: [1n, 2n],
      recipient: ALICE,
      deadline: 3n,
    });
    expect(decodeFunctionData({ abi: uniswapRouterAbi, data: remove.data })).toEqual({
      functionName: 'removeLiquidity',
      args: [WFTM, FUSD, 4n, 1n, 2n, ALICE, 3n],
    });
  });

  it('uses the constants the docs name', () => {
    expect(UNISWAP.deadlineSeconds).toBe(1200n);
    expect(UNISWAP.lpFeeBps).toBe(30n);
    expect(UNISWAP.actionsPageSize).toBe(15);
  });
});
