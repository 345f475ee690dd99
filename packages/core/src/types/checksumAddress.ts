// 'viem/utils', not the 'viem' barrel: this module is in the wallet's first load, and a barrel there lets a lazy
// chunk that takes viem's whole namespace (WalletConnect's SDK) pull all of viem into that first load.
import { getAddress } from 'viem/utils';
import type { Address } from './Address.ts';

/** The EIP-55 form of a 0x address in any case; throws on anything that is not an address. */
export function checksumAddress(text: string): Address {
  return getAddress(text);
}
