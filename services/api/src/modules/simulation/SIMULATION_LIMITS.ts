/** Bounds of one simulation request (docs/simulation.md#how-the-api-simulates). */
export const SIMULATION_LIMITS = {
  maxCalls: 8,
  maxDataBytes: 128 * 1024,
  /** Longer than this and the wallet is better off without the answer. */
  timeoutMs: 3_000,
} as const;
