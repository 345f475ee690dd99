/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0 (never set). Times come
 * from blocks, never the browser clock (docs/staking.md#chain-time).
 */
export function formatChainDate(seconds: bigint, locale?: string, withTime = true): string {
  if (seconds <= 0n) return '-';
  const date = new Date(Number(seconds) * 1000);
  return withTime
    ? date.toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
    : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}
