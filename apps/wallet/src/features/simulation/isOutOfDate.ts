import { SIMULATION_TIMING } from './SIMULATION_TIMING.ts';

/**
 * Whether a simulation no longer stands for the chain: 5 blocks mined since it ran (it ran as the block after the
 * head of its time, `simulatedBlock`), or 30 s after it arrived (docs/simulation.md#in-the-confirmation). An
 * unknown head decides nothing.
 */
export function isOutOfDate(input: {
  simulatedBlock: bigint | null;
  headBlock: bigint | null;
  receivedAt: number;
  now: number;
}): boolean {
  if (input.now - input.receivedAt >= SIMULATION_TIMING.staleAfterMs) return true;
  if (input.simulatedBlock === null || input.headBlock === null) return false;
  return input.headBlock - (input.simulatedBlock - 1n) >= SIMULATION_TIMING.staleAfterBlocks;
}
