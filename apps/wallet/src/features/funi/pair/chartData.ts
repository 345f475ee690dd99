import type {
  GetTimePricesResult,
  GetTimeReservesResult,
  GetTimeVolumesResult,
} from '@fantom-wallet/api-client';
import { type ChartResolution, fillSeries, scaleRawPrice } from '@fantom-wallet/core';

/** The chart tabs (docs/funi.md#charts). */
export type ChartTab = 'liquidity' | 'volume' | 'price01' | 'price10';

export interface LinePoint {
  time: number;
  value: number;
}
export interface Candle {
  time: number;
  open: number;
  high: number;
  low: number;
  close: number;
}

const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);
const toNumber = (value: bigint, decimals: number) => Number(value) / 10 ** decimals;

/** Liquidity: the first token's closing reserve per bucket, gaps repeating the last (docs/funi.md#charts). */
export function liquiditySeries(
  rows: GetTimeReservesResult['defiTimeReserves'],
  decimals: number,
  resolution: ChartResolution,
  until: number,
): LinePoint[] {
  const points = rows
    .map((row) => ({ time: seconds(row.time), value: toNumber(row.reserveClose[0] ?? 0n, decimals) }))
    .filter((p) => Number.isFinite(p.time))
    .sort((a, b) => a.time - b.time);
  return fillSeries(points, resolution, until, { mode: 'last' });
}

/** Volume of swaps in the first token per bucket, gaps 0. */
export function volumeSeries(
  rows: GetTimeVolumesResult['defiTimeVolumes'],
  decimals: number,
  resolution: ChartResolution,
  until: number,
): LinePoint[] {
  const points = rows
    .map((row) => ({ time: seconds(row.time), value: toNumber(row.value, decimals) }))
    .filter((p) => Number.isFinite(p.time))
    .sort((a, b) => a.time - b.time);
  return fillSeries(points, resolution, until, { mode: 'zero', zero: 0 });
}

/**
 * Price candles in whole tokens: the API's raw ratio scaled by the decimals (`pricedDecimals` of the token
 * priced, `inDecimals` of the one it is priced in). A bucket without swaps is a flat candle at the last close.
 */
export function priceSeries(
  rows: GetTimePricesResult['defiTimePrices'],
  pricedDecimals: number,
  inDecimals: number,
  resolution: ChartResolution,
  until: number,
): Candle[] {
  const scale = (raw: number) => scaleRawPrice(raw, pricedDecimals, inDecimals);
  const points = rows
    .map((row) => ({
      time: seconds(row.time),
      value: { open: scale(row.open), high: scale(row.high), low: scale(row.low), close: scale(row.close) },
    }))
    .filter((p) => Number.isFinite(p.time) && Number.isFinite(p.value.close))
    .sort((a, b) => a.time - b.time);
  const filled = fillSeries(points, resolution, until, { mode: 'last' });
  const real = new Set(points.map((p) => p.time));
  let previous: Candle | null = null;
  const out: Candle[] = [];
  for (const point of filled) {
    const candle: Candle =
      real.has(point.time) || previous === null
        ? { time: point.time, ...point.value }
        : {
            time: point.time,
            open: previous.close,
            high: previous.close,
            low: previous.close,
            close: previous.close,
          };
    out.push(candle);
    previous = candle;
  }
  return out;
}

/** The text summary for screen readers: first, last, lowest and highest value. */
export function seriesSummary(
  values: readonly number[],
): { first: number; last: number; low: number; high: number } | null {
  if (values.length === 0) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const value of values) {
    if (value < low) low = value;
    if (value > high) high = value;
  }
  return { first: values[0] as number, last: values[values.length - 1] as number, low, high };
}
