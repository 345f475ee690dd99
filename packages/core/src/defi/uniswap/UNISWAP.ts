/** fUNI's constants (docs/funi.md#numbers). Percentages are basis points (30n = 0.3 %). */
export const UNISWAP = {
  /** A trade or a liquidity change must be mined within 1200 s of the latest block's time. */
  deadlineSeconds: 1200n,
  /** The liquidity provider fee Uniswap V2 takes from every amount sold: 0.3 %. */
  lpFeeBps: 30n,
  /** LP tokens (a pair's shares) have 18 decimals. */
  liquidityDecimals: 18,
  /** Prices are shown with 4 fraction digits, price impact and shares with 2. */
  priceDigits: 4,
  percentDigits: 2,
  /** Fixed-point scale of the prices this module returns: 10^18. */
  priceScale: 10n ** 18n,
  /** Page size of a pair's transactions. */
  actionsPageSize: 15,
} as const;
