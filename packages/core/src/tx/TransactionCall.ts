import type { Address } from '../types/Address.ts';
import type { Hex } from '../types/Hex.ts';

/**
 * What every transaction builder returns; `prepareTransaction` adds gas, fee and nonce. `to: null` creates a
 * contract from `data` (only a site's request in the extension asks for one: docs/extension.md#site-requests).
 */
export interface TransactionCall {
  to: Address | null;
  data: Hex;
  value: bigint;
}
