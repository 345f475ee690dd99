/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0. The contract compares these
 * with block time (docs/governance.md#when-voting-is-open), never the browser clock.
 */
export function formatChainTime(seconds: bigint, locale?: string): string {
  if (seconds <= 0n) return '-';
  return new Date(Number(seconds) * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' });
}
