import { isAddress, isAddressEqual } from 'viem/utils';

/**
 * Whether two addresses are the same, ignoring case. Two 0x addresses are compared by viem's isAddressEqual; text
 * that is none (a route parameter or pasted text not yet checked, a binance contact's `bnb1…`, on which
 * isAddressEqual throws) by its lower case, so a comparison never throws. Absent on either side: not the same.
 */
export function sameAddress(a: string | null | undefined, b: string | null | undefined): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return false;
  if (isAddress(a, { strict: false }) && isAddress(b, { strict: false })) return isAddressEqual(a, b);
  return a.toLowerCase() === b.toLowerCase();
}
