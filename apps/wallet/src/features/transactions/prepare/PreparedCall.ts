import type { PreparedTransaction } from '@fantom-wallet/core';

/**
 * A builder's call made ready to sign, or why it cannot be: the gas estimate failed
 * (docs/transactions.md#preparing: the fee is then 0 and the error travels with the transaction, shown
 * instead of a send button).
 */
export type PreparedCall =
  | { ok: true; transaction: PreparedTransaction }
  | { ok: false; error: string; fee: 0n };
