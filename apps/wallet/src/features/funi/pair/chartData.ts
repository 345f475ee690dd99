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

const toNumber = (value: bigint, decimals: number) => Number(value) / 10 ** decimals;

/** Two ASCII digits of `text` at `at` as a number; NaN when either is not a digit. */
function twoDigits(text: string, at: number): number {
  const tens = text.charCodeAt(at) - 48;
  const ones = text.charCodeAt(at + 1) - 48;
  return tens >= 0 && tens <= 9 && ones >= 0 && ones <= 9 ? tens * 10 + ones : Number.NaN;
}

/**
 * Unix seconds of the API's bucket times (`2026-09-01T00:15:00.000Z`), each day's start computed once: a
 * Date.parse per candle was half the cost of shaping the 5,400-candle 15m chart. Any other form goes through
 * Date.parse.
 */
function isoSeconds(): (iso: string) => number {
  let day = '';
  let dayStart = Number.NaN;
  return (iso) => {
    if (iso.length >= 20 && iso[10] === 'T' && iso[13] === ':' && iso[16] === ':' && iso.endsWith('Z')) {
      const prefix = iso.slice(0, 10);
      if (prefix !== day) {
        day = prefix;
        dayStart = Date.parse(`${prefix}T00:00:00Z`) / 1000;
      }
      const hours = twoDigits(iso, 11);
      const minutes = twoDigits(iso, 14);
      const secs = twoDigits(iso, 17);
      if (hours < 24 && minutes < 60 && secs < 60 && Number.isFinite(dayStart))
        return dayStart + hours * 3600 + minutes * 60 + secs;
    }
    return Math.floor(Date.parse(iso) / 1000);
  };
}

/** Points in time order: the API sends them so, and only an out-of-order answer pays for a sort. */
function inTimeOrder<T extends { time: number }>(points: T[]): T[] {
  for (let i = 1; i < points.length; i++)
    if ((points[i] as T).time < (points[i - 1] as T).time) return points.sort((a, b) => a.time - b.time);
  return points;
}

/** The rows as points in time order, each valued by `value`; a row whose time cannot be read is dropped. */
function linePoints<Row extends { time: string }>(
  rows: readonly Row[],
  value: (row: Row) => number,
): LinePoint[] {
  const seconds = isoSeconds();
  return inTimeOrder(
    rows
      .map((row) => ({ time: seconds(row.time), value: value(row) }))
      .filter((p) => Number.isFinite(p.time)),
  );
}

/** Liquidity: the first token's closing reserve per bucket, gaps repeating the last (docs/funi.md#charts). */
export function liquiditySeries(
  rows: GetTimeReservesResult['defiTimeReserves'],
  decimals: number,
  resolution: ChartResolution,
  until: number,
): LinePoint[] {
  const points = linePoints(rows, (row) => toNumber(row.reserveClose[0] ?? 0n, decimals));
  return fillSeries(points, resolution, until, { mode: 'last' });
}

/** Volume of swaps in the first token per bucket, gaps 0. */
export function volumeSeries(
  rows: GetTimeVolumesResult['defiTimeVolumes'],
  decimals: number,
  resolution: ChartResolution,
  until: number,
): LinePoint[] {
  const points = linePoints(rows, (row) => toNumber(row.value, decimals));
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
  const seconds = isoSeconds();
  const candles: { time: number; value: Candle }[] = [];
  for (const row of rows) {
    const time = seconds(row.time);
    const close = scale(row.close);
    if (!Number.isFinite(time) || !Number.isFinite(close)) continue;
    candles.push({
      time,
      value: { time, open: scale(row.open), high: scale(row.high), low: scale(row.low), close },
    });
  }
  // A bucket with swaps holds its own candle (the last in it); one repeating the previous bucket's is a gap.
  const filled = fillSeries(inTimeOrder(candles), resolution, until, { mode: 'last' });
  const out: Candle[] = [];
  let previous: Candle | null = null;
  let previousValue: Candle | null = null;
  for (const { time, value } of filled) {
    const candle: Candle =
      previous === null || value !== previousValue
        ? value.time === time
          ? value
          : { ...value, time }
        : { time, open: previous.close, high: previous.close, low: previous.close, close: previous.close };
    out.push(candle);
    previous = candle;
    previousValue = value;
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
