// One formatter per locale: building an Intl.DateTimeFormat costs far more than using one, and a page of the
// list formats 80 dates.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(locale?: string): Intl.DateTimeFormat {
  const key = locale ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(key, formatter);
  }
  return formatter;
}

const EN_US_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * en-US's medium date and short time ("Sep 21, 2026, 2:13 PM") exactly as Intl writes them, from the Date's own
 * local-time fields. The browser's first Intl use of a page loads its locale data (~20 ms of the main thread),
 * which the proposals list would otherwise pay in the render that shows its first rows.
 */
export function formatEnUsDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = date.getMinutes().toString().padStart(2, '0');
  const month = EN_US_MONTHS[date.getMonth()] ?? '';
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Builds the format of `locale` ahead of use where it needs Intl, so a screen can do it while its data loads
 * rather than in the render that shows the dates.
 */
export function prepareChainTimeFormat(locale?: string): void {
  if (locale !== 'en-US') formatterFor(locale);
}

/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0. The contract compares these
 * with block time (docs/governance.md#when-voting-is-open), never the browser clock.
 */
export function formatChainTime(seconds: bigint, locale?: string): string {
  if (seconds <= 0n) return '-';
  const date = new Date(Number(seconds) * 1000);
  return locale === 'en-US' ? formatEnUsDateTime(date) : formatterFor(locale).format(date);
}
