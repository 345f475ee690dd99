/**
 * Whether two addresses as people type them are the same, ignoring case: route parameters, pasted text, and
 * contacts of other chains (a binance contact's `bnb1…` address is no 0x address, so viem's isAddressEqual,
 * which throws on those, does not fit). Addresses the wallet decoded itself are checksummed: compare them with ===.
 */
export function sameAddress(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}
