import type { FwalletSimulation } from '../../generated/resolvers.ts';

/** The answer of `fwalletSimulate`, every field resolved. */
export type FwalletSimulationResult = Omit<FwalletSimulation, '__typename'>;

/** The answer when there is no simulation, with the reason the wallet shows. */
export const unavailable = (reason: string): FwalletSimulationResult => ({
  available: false,
  unavailableReason: reason,
  blockNumber: null,
  calls: [],
  changes: [],
  approvals: [],
  revoked: [],
});
