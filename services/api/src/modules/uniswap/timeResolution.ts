import { ApiError } from '../../errors/ApiError.ts';

/** A chart's bucket size: a fixed number of seconds, or calendar months (UTC). */
export type TimeResolution = { name: string; seconds: number } | { name: 'month'; seconds?: undefined };

const fixed: Readonly<Record<string, number>> = {
  day: 86_400,
  '4h': 14_400,
  '1h': 3_600,
  '30m': 1_800,
  '15m': 900,
  '5m': 300,
  '1m': 60,
};

/**
 * The public API's resolutions, case-sensitive: `month`, `day`, `4h`, `1h`, `30m`, `15m`, `5m`, `1m` (one
 * minute); anything else, or none, is `day`.
 */
export function timeResolution(resolution: string | null | undefined): TimeResolution {
  if (resolution === 'month') return { name: 'month' };
  const seconds = resolution == null ? undefined : fixed[resolution];
  return seconds === undefined ? { name: 'day', seconds: 86_400 } : { name: resolution as string, seconds };
}

/** SQL for the start (unix seconds) of the UTC bucket holding `column`; buckets start at multiples of their size. */
export function bucketSql(resolution: TimeResolution, column = 'timestamp'): string {
  if (resolution.seconds === undefined)
    return `extract(epoch from date_trunc('month', to_timestamp(${column}) at time zone 'UTC'))::int8`;
  return `(${column} - ${column} % ${resolution.seconds})`;
}

/** A bucket's start as the public API writes it: `YYYY-MM-DDTHH:MM:SS.000Z` (UTC). */
export function bucketTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toISOString();
}

export interface TimeRange {
  from: number;
  to: number;
}

/**
 * The series' time range in unix seconds, as the public API reads `fromDate` and `toDate`: a missing `toDate` is
 * now, a missing `fromDate` one calendar month before now (UTC), where "now" is chain time (the latest block).
 * Explicit dates in the wrong order are refused; a defaulted start after an explicit early end selects nothing.
 */
export function timeRange(
  fromDate: number | null | undefined,
  toDate: number | null | undefined,
  now: number,
): TimeRange {
  if (fromDate != null && toDate != null && fromDate > toDate)
    throw new ApiError('INVALID_ARGUMENT', `fromDate ${fromDate} is after toDate ${toDate}`);
  const start = new Date(now * 1000);
  const monthAgo =
    Date.UTC(
      start.getUTCFullYear(),
      start.getUTCMonth() - 1,
      start.getUTCDate(),
      start.getUTCHours(),
      start.getUTCMinutes(),
      start.getUTCSeconds(),
    ) / 1000;
  return { from: fromDate ?? monthAgo, to: toDate ?? now };
}
