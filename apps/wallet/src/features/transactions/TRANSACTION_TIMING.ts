/**
 * Timings of the shared transaction pipeline (docs/transactions.md#verification,
 * docs/transactions.md#refresh-after-a-send): poll 400 ms after each check, give up waiting after 120 s (the
 * record stays pending and is re-checked later), refresh the account 3 s after a send.
 */
export const TRANSACTION_TIMING = {
  pollMs: 400,
  verifyTimeoutMs: 120_000,
  refreshAfterSendMs: 3_000,
} as const;
