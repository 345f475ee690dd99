/** Retry backoff (docs/network.md#backoff): 350 ms initial, doubling, 6 s at most, with jitter. */
export const BACKOFF = { initialMs: 350, maxMs: 6_000 } as const;

/**
 * Delay before retry number `attempt` (0-based): full jitter between half and all of the exponential step,
 * so many wallets that lost the API at once do not come back in lockstep.
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(BACKOFF.maxMs, BACKOFF.initialMs * 2 ** Math.min(attempt, 16));
  return Math.round(step / 2 + (random() * step) / 2);
}
