/**
 * Percentages and ratios are integers in basis points (1 % = 100), so 99.95 %, × 1.05, × 1.051, 0.5 %,
 * 0.3 % and slippage steps of 0.1 % are all exact.
 */
export const BASIS_POINTS = 10_000n;
