/** The simulation's own words (docs/simulation.md). */
export const SIMULATION_MESSAGES = {
  notEnoughFtm: 'Not enough FTM for amount and fee',
  noReason: 'reverted without a reason',
  ftmTransfer: 'FTM transfer',
  contractCreation: 'Contract creation',
  unknownMethod: (selector: string) => `Unknown method ${selector}`,
  /** A function matched by its selector only, on a contract the network does not know. */
  looksLike: (signature: string) => `looks like ${signature}`,
  customError: (selector: string) => `custom error ${selector}`,
  panic: (code: string, meaning: string | undefined) =>
    meaning === undefined ? `Panic ${code}` : `Panic ${code}: ${meaning}`,
} as const;
