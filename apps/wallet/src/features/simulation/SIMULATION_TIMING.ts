/** When a shown simulation is out of date and is run again (docs/simulation.md#in-the-confirmation). */
export const SIMULATION_TIMING = {
  staleAfterBlocks: 5n,
  staleAfterMs: 30_000,
  /** How often the head block is asked for while a result is shown. */
  headPollMs: 4_000,
  /** The API gives up on the node after 3 s; this covers the way there and back. */
  answerWithinMs: 10_000,
} as const;
