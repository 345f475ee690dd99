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

/**
 * Builds the format of `locale` ahead of use: the first one takes the browser tens of milliseconds (its locale
 * data), so a screen does it while its data loads rather than in the render that shows the dates.
 */
export function prepareChainTimeFormat(locale?: string): void {
  formatterFor(locale);
}

/**
 * A chain timestamp (seconds) as a date and time in the user's locale; '-' for 0. The contract compares these
 * with block time (docs/governance.md#when-voting-is-open), never the browser clock.
 */
export function formatChainTime(seconds: bigint, locale?: string): string {
  if (seconds <= 0n) return '-';
  return formatterFor(locale).format(new Date(Number(seconds) * 1000));
}
