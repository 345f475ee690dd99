/** docs/account.md#amounts-and-prices: an address is displayed as its 8 leading and 6 trailing characters. */
export function shortenAddress(address: string): string {
  if (address.length <= 8 + 6 + 3) return address;
  return `${address.slice(0, 8)}...${address.slice(-6)}`;
}
