import type { SimulationLog } from '@fantom-wallet/core';
import type { Hex } from 'viem';

/** What the node says one call did, whichever method answered. */
export interface CallOutcome {
  success: boolean;
  returnData: Hex;
  gasUsed: bigint;
  /** Logs of the frames that did not revert (FTM moves included as the node's 0xEeee… Transfer logs). */
  logs: SimulationLog[];
  /** A reason the node gave in words (debug_traceCall's `revertReason`), when there is no return data. */
  nodeReason: string | null;
}
