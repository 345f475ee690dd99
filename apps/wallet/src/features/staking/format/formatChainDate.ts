import { formatChainTime } from '../../../shared/formatChainTime.ts';

/**
 * A chain timestamp (seconds) as a date, with its time unless `withTime` is false, in the user's locale; '-' for 0
 * (never set). Times come from blocks, never the browser clock (docs/staking.md#chain-time).
 */
export function formatChainDate(seconds: bigint, locale?: string, withTime = true): string {
  if (!withTime && seconds > 0n)
    return new Date(Number(seconds) * 1000).toLocaleDateString(locale, { dateStyle: 'medium' });
  return formatChainTime(seconds, locale);
}
