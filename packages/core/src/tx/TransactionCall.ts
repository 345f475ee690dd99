import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';

/** What every transaction builder returns; `prepareTransaction` adds gas, fee and nonce. */
export interface TransactionCall {
  to: Address;
  data: Hex;
  value: bigint;
}
