/**
 * fMint's constants (docs/fmint.md#numbers). Ratios are in basis points, which is also the contracts' 4-decimal
 * ratio scale: 30_000n is 300 % (3.0000). Amounts are in a token's smallest unit.
 */
export const FMINT = {
  /** Fallbacks when the API's defiConfiguration has none (0): minimum and reward C-ratio, the mint fee. */
  minCollateralRatioBps: 30_000n,
  rewardCollateralRatioBps: 50_000n,
  mintFee4: 25n,
  /** The fee is amount × fee4 ÷ 10,000 + 1 (the contract's fee digits correction). */
  feeDigitsCorrection: 10_000n,
  /** The debt limit is debt ÷ (collateral ÷ 1.5). */
  liquidationRatioBps: 15_000n,
  /** The liquidation warning shows once the debt limit is above 75 % (a C-ratio under 200 %). */
  warningDebtLimitBps: 7_500n,
  /** The C-ratio shows up to 5000 %; its ring runs to 1000 %. */
  ratioShownMaxBps: 500_000n,
  ratioRingMaxBps: 100_000n,
  /** Allow steps approve 105 % of a deposit and 105.1 % of a repay (margins on top, in basis points). */
  depositAllowanceMarginBps: 500n,
  repayAllowanceMarginBps: 510n,
  /** A new debt above 99.5 % of the maximum mints the maximum; repaying above 99.5 % of the debt repays it all. */
  maxRatioBps: 9_950n,
  /** A collateral remainder below 10^-6 of a token withdraws the whole balance. */
  remainderDigits: 6,
  /** The overview's 'Deposit more' notice: an available balance of 0.01 or less (10^-2 of a token). */
  depositMoreDigits: 2,
  /** The default DeFi slippage reserve taken off every maximum: 0.3 %. */
  defaultSlippageReserveBps: 30n,
} as const;
