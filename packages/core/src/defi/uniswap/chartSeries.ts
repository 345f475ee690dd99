/** Chart resolutions (docs/funi.md#charts): the Data menu's choices and what the API calls them. */
export const CHART_RESOLUTIONS = {
  '15m': { api: '15m', seconds: 900 },
  '1H': { api: '1h', seconds: 3_600 },
  '4H': { api: '4h', seconds: 14_400 },
  D: { api: 'day', seconds: 86_400 },
  '1M': { api: 'month', seconds: undefined },
} as const;

export type ChartResolution = keyof typeof CHART_RESOLUTIONS;

/** The History menu's spans; All asks from the start (fromDate 0). */
export const CHART_SPANS = { '1W': '1w', '1M': '1m', All: null } as const;

export type ChartSpan = keyof typeof CHART_SPANS;

const SPAN_UNIT_SECONDS = { d: 86_400, w: 604_800, m: 30 * 86_400, y: 365 * 86_400 } as const;

/**
 * The seconds of a span code: one digit and d, w, m (30 days) or y (365 days) — '1w' is 604,800. null for
 * anything else.
 */
export function spanSeconds(code: string): number | null {
  const match = /^([0-9])([dwmy])$/.exec(code);
  if (!match) return null;
  return Number(match[1]) * SPAN_UNIT_SECONDS[match[2] as keyof typeof SPAN_UNIT_SECONDS];
}

/** The start of the bucket holding `time` (unix seconds): a multiple of the step, or the UTC month's first day. */
function bucketStart(time: number, step: number | undefined): number {
  if (step !== undefined) return time - (((time % step) + step) % step);
  const date = new Date(time * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

function nextBucket(time: number, step: number | undefined): number {
  if (step !== undefined) return time + step;
  const date = new Date(time * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
}

/** At most this many points are made by filling, so a bad range cannot freeze the page. */
const MAX_FILLED_POINTS = 20_000;

/**
 * A series with one point per bucket from the first point to `until` (docs/funi.md#charts): a missing bucket
 * repeats the last value (`fill` 'last': liquidity, prices) or is `zero` (volume). Points come sorted by time;
 * later duplicates of a bucket win.
 */
export function fillSeries<T>(
  points: readonly { time: number; value: T }[],
  resolution: ChartResolution,
  until: number,
  fill: { mode: 'last' } | { mode: 'zero'; zero: T },
): { time: number; value: T }[] {
  const step = CHART_RESOLUTIONS[resolution].seconds;
  const byBucket = new Map<number, T>();
  for (const point of points) byBucket.set(bucketStart(point.time, step), point.value);
  const first = points[0];
  if (first === undefined) return [];
  const out: { time: number; value: T }[] = [];
  let last: T | undefined;
  const end = Math.max(bucketStart(until, step), bucketStart(points[points.length - 1]?.time ?? 0, step));
  for (let time = bucketStart(first.time, step); time <= end; time = nextBucket(time, step)) {
    const value = byBucket.get(time);
    if (value !== undefined) last = value;
    const shown = value ?? (fill.mode === 'zero' ? fill.zero : last);
    if (shown !== undefined) out.push({ time, value: shown });
    if (out.length >= MAX_FILLED_POINTS) break;
  }
  return out;
}

/**
 * A raw price ratio (amounts in smallest units, as the API gives them) as a price in whole tokens: the ratio
 * of B per A × 10^(decimalsA − decimalsB).
 */
export function scaleRawPrice(raw: number, decimalsA: number, decimalsB: number): number {
  return raw * 10 ** (decimalsA - decimalsB);
}

/**
 * The change of `current` against `previous` in hundredths of a percent, rounded towards zero; null when there
 * was nothing before (shown as '–').
 */
export function percentChange(current: bigint, previous: bigint): bigint | null {
  if (previous <= 0n) return null;
  return ((current - previous) * 10_000n) / previous;
}
