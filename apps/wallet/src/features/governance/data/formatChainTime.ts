// One formatter per locale: building an Intl.DateTimeFormat costs far more than using one, and a page of the
// list formats 80 dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0. The contract compares these
 * with block time (docs/governance.md#when-voting-is-open), never the browser clock.
 */
export function formatChainTime(seconds: bigint, locale?: string): string {
  if (seconds <= 0n) return '-';
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(key, formatter);
  }
  return formatter.format(new Date(Number(seconds) * 1000));
}
