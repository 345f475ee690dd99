// One formatter per locale: building an Intl.DateTimeFormat costs far more than using one, and a page of the
// proposals list formats 80 dates.
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
 * local-time fields. The browser's first Intl use of a page loads its locale data on the main thread, which the
 * proposals list would otherwise pay in the render that shows its first rows (BENCHMARKS.md, governance).
 */
export function formatEnUsDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = date.getMinutes().toString().padStart(2, '0');
  const month = EN_US_MONTHS[date.getMonth()] ?? '';
  return `${month} ${date.getDate()}, ${date.getFullYear()}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** A date as a medium date and short time in `locale` (en-US without Intl). */
export function formatDateTime(date: Date, locale?: string): string {
  return locale === 'en-US' ? formatEnUsDateTime(date) : formatterFor(locale).format(date);
}

/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0 (never set). Times come from
 * blocks, never the browser clock (docs/governance.md#when-voting-is-open, docs/staking.md#chain-time).
 */
export function formatChainTime(seconds: bigint, locale?: string): string {
  if (seconds <= 0n) return '-';
  return formatDateTime(new Date(Number(seconds) * 1000), locale);
}
