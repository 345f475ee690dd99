/** The words fSwap shows (docs/fswap.md#messages). */
export const FSWAP_MESSAGES = {
  overMax: 'The amount is more than you can swap.',
  enterAmount: 'Enter an amount',
  notTradable: 'fSwap wraps and unwraps FTM and trades fUSD for synths. Pick a pair of those.',
  emptyConfirmation: 'Trade tokens first, please.',
} as const;
