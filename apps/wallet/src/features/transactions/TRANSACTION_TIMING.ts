/**
 * Timings of the shared transaction pipeline: spec 2 §9 (poll 400 ms after each check, account refresh 3 s
 * after a send) and ERRATA (give up waiting after 120 s; the record stays pending and is re-checked later).
 */
export const TRANSACTION_TIMING = {
  pollMs: 400,
  verifyTimeoutMs: 120_000,
  refreshAfterSendMs: 3_000,
} as const;
