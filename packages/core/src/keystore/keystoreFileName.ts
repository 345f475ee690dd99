/**
 * docs/wallets.md#keystore-download: 'UTC--' + ISO date + '--' + address. Colons become '-' as in geth's and
 * the original wallet's names, so the name is valid on every file system; `.json` is added for downloads.
 */
export function keystoreFileName(address: string, date: Date = new Date()): string {
  const iso = date.toISOString().replace(/:/g, '-');
  return `UTC--${iso}--${address.replace(/^0x/i, '')}.json`;
}
