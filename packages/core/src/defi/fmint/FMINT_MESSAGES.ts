/** fMint's user-facing wording (docs/fmint.md#messages), one place for the app's catalogue and the tests. */
export const FMINT_MESSAGES = {
  nearLiquidation: "You're getting close to your liquidation price. Please rebalance your collateral.",
  depositMore: (symbol: string) => `Deposit more ${symbol} to increase your collateral`,
  adjustCollateral: 'Adjust collateral first, please.',
  adjustToken: (symbol: string) => `Adjust ${symbol} first, please.`,
  adding: (amount: string) => `You're adding ${amount} to your collateral`,
  removing: (amount: string) => `You're removing ${amount} from your collateral`,
  addingSynth: (amount: string, symbol: string) => `You're adding ${amount} ${symbol}`,
  removingSynth: (amount: string, symbol: string) => `You're removing ${amount} ${symbol}`,
  claiming: "You're claiming estimated and stashed rewards.",
  pushing: "You're pushing rewards to distribution.",
} as const;
