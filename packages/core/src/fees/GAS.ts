/**
 * docs/transactions.md#gas-limit and docs/transactions.md#gas-price (0xabe0 is 44,000). Gas prices in wei.
 */
export const GAS = {
  defaultLimit: 44_000n,
  maxLimit: 500_000n,
  minPrice: 1_500_000_000n,
  maxPrice: 30_000_000_000n,
  /** Added to every estimate. */
  estimateMargin: 2_000n,
} as const;
