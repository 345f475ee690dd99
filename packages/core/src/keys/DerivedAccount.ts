import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';

/** Key material of one software account. Keep it only as long as needed; never log or persist it. */
export interface DerivedAccount {
  address: Address;
  privateKey: Hex;
  /** Derivation path, when the key came from a mnemonic. */
  path?: string;
}
