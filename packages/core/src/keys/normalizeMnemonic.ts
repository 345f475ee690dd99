/**
 * docs/wallets.md#restore-by-phrase: lower-cased, trimmed, single spaces, only letters and spaces. Line
 * breaks and tabs count as spaces; any other non-letter (digits from numbered lists, punctuation) is dropped.
 */
export function normalizeMnemonic(text: string): string {
  return text
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[^a-z ]/g, '')
    .trim()
    .split(' ')
    .filter((word) => word !== '')
    .join(' ');
}
