import { getAddress } from 'viem';
import type { Address } from './Address.ts';

/** The EIP-55 form of a 0x address in any case; throws on anything that is not an address. */
export function checksumAddress(text: string): Address {
  return getAddress(text);
}
