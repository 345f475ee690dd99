import { describe, expect, it } from 'vitest';
import { actionAmounts } from './actionRow.ts';
import { liquiditySeries, priceSeries, seriesSummary, volumeSeries } from './chartData.ts';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();
const DAY = 86_400;

describe('chart series (docs/funi.md#charts)', () => {
  it('liquidity is reserveClose[0] in whole tokens, gaps carry the last value', () => {
    const rows = [
      {
        time: iso(0),
        reserveClose: [2n * 10n ** 18n, 1n],
        uniswapPair: { pairAddress: '0x1' as `0x${string}` },
      },
      {
        time: iso(2 * DAY),
        reserveClose: [3n * 10n ** 18n, 1n],
        uniswapPair: { pairAddress: '0x1' as `0x${string}` },
      },
    ];
    expect(liquiditySeries(rows, 18, 'D', 3 * DAY).map((p) => p.value)).toEqual([2, 2, 3, 3]);
  });

  it('volume gaps are 0', () => {
    const rows = [
      { time: iso(0), value: 10n ** 6n },
      { time: iso(2 * DAY), value: 3n * 10n ** 6n },
    ];
    expect(volumeSeries(rows, 6, 'D', 2 * DAY).map((p) => p.value)).toEqual([1, 0, 3]);
  });

  it('prices scale the raw ratio by the decimals; a gap is a flat candle at the last close', () => {
    const raw = (v: number) => v * 1e-12; // tUSDC (6) per WFTM (18)
    const rows = [
      { time: iso(0), open: raw(0.7), close: raw(0.8), low: raw(0.6), high: raw(0.9), average: raw(0.75) },
    ];
    const candles = priceSeries(rows, 18, 6, 'D', DAY);
    expect(candles).toHaveLength(2);
    expect(candles[0]?.close).toBeCloseTo(0.8, 10);
    expect(candles[1]).toEqual({
      time: DAY,
      open: candles[0]?.close,
      high: candles[0]?.close,
      low: candles[0]?.close,
      close: candles[0]?.close,
    });
  });

  it('the screen-reader summary names first, last, lowest and highest', () => {
    expect(seriesSummary([3, 1, 4, 2])).toEqual({ first: 3, last: 2, low: 1, high: 4 });
    expect(seriesSummary([])).toBeNull();
  });
});

describe('transactions list (docs/funi.md#pair-detail)', () => {
  const base = {
    id: '0x1' as `0x${string}`,
    pairAddress: '0x2' as `0x${string}`,
    transactionHash: '0x3' as `0x${string}`,
    sender: '0x4' as `0x${string}`,
    blockNr: 1n,
    time: 1n,
    uniswapPair: { tokens: [] },
  };
  it('a swap shows what went in then what came out; adds and removes both tokens', () => {
    expect(
      actionAmounts({ ...base, type: 0, amount0in: 0n, amount0out: 5n, amount1in: 7n, amount1out: 0n }),
    ).toEqual({
      kind: 'swap',
      amounts: [
        { token: 1, value: 7n },
        { token: 0, value: 5n },
      ],
    });
    expect(
      actionAmounts({ ...base, type: 1, amount0in: 1n, amount0out: 0n, amount1in: 2n, amount1out: 0n })
        .amounts,
    ).toEqual([
      { token: 0, value: 1n },
      { token: 1, value: 2n },
    ]);
    expect(
      actionAmounts({ ...base, type: 2, amount0in: 0n, amount0out: 3n, amount1in: 0n, amount1out: 4n }).kind,
    ).toBe('remove');
  });
});
