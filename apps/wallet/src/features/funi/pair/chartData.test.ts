import fc from 'fast-check';
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

  it('prices equal the plain construction: Date.parse per row, sorted, a flat candle per empty bucket (property)', () => {
    const STEP = 900;
    // What the shaping means, written the slow and obvious way.
    const reference = (rows: Parameters<typeof priceSeries>[0], until: number) => {
      const byBucket = new Map<number, { open: number; high: number; low: number; close: number }>();
      const points = rows
        .map((r) => ({ time: Math.floor(Date.parse(r.time) / 1000), r }))
        .filter((p) => Number.isFinite(p.time))
        .sort((a, b) => a.time - b.time);
      for (const { time, r } of points)
        byBucket.set(time - (time % STEP), {
          open: r.open * 1e12,
          high: r.high * 1e12,
          low: r.low * 1e12,
          close: r.close * 1e12,
        });
      const first = points[0]?.time;
      if (first === undefined) return [];
      const out: Array<{ time: number; open: number; high: number; low: number; close: number }> = [];
      const end = Math.max(
        until - (until % STEP),
        (points.at(-1)?.time ?? 0) - ((points.at(-1)?.time ?? 0) % STEP),
      );
      for (let time = first - (first % STEP); time <= end; time += STEP) {
        const own = byBucket.get(time);
        const last = out.at(-1)?.close ?? 0;
        out.push(own ? { time, ...own } : { time, open: last, high: last, low: last, close: last });
      }
      return out;
    };
    const timeText = fc.constantFrom(
      (t: number) => new Date(t * 1000).toISOString(),
      (t: number) => new Date(t * 1000).toISOString().replace('.000Z', 'Z'),
      (t: number) => new Date(t * 1000).toISOString().replace('Z', '+00:00'),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ bucket: fc.integer({ min: 0, max: 3_000 }), price: fc.integer({ min: 1, max: 1e6 }) }),
          {
            maxLength: 60,
          },
        ),
        timeText,
        fc.integer({ min: 0, max: 40 }),
        (entries, text, extra) => {
          const start = Date.UTC(2026, 8, 1) / 1000;
          const rows = entries.map(({ bucket, price }) => ({
            time: text(start + bucket * STEP),
            open: price * 1e-12,
            close: (price + 1) * 1e-12,
            low: (price - 1) * 1e-12,
            high: (price + 2) * 1e-12,
            average: price * 1e-12,
          }));
          const until = start + (Math.max(0, ...entries.map((e) => e.bucket)) + extra) * STEP;
          expect(priceSeries(rows, 18, 6, '15m', until)).toEqual(reference(rows, until));
        },
      ),
    );
  });

  it('times in any form Date.parse reads; one it cannot read is dropped', () => {
    const rows = [
      { time: '2026-09-01T00:15:00.000Z', value: 1n },
      { time: '2026-09-01T00:30:00Z', value: 2n },
      { time: '2026-09-01T02:45:00+02:00', value: 3n },
      { time: '2026-09-01T99:00:00.000Z', value: 9n },
      { time: 'not a time', value: 9n },
    ];
    const start = Date.UTC(2026, 8, 1) / 1000;
    expect(volumeSeries(rows, 0, '15m', start + 2700)).toEqual([
      { time: start + 900, value: 1 },
      { time: start + 1800, value: 2 },
      { time: start + 2700, value: 3 },
    ]);
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
