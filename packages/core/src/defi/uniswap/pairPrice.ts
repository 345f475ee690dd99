import { UNISWAP } from './UNISWAP.ts';

/**
 * What one whole token A is worth in token B at the pool's reserves, scaled by 10^18 (docs/funi.md#prices):
 * reserveB ÷ 10^decimalsB ÷ (reserveA ÷ 10^decimalsA), rounded down. 0 for an empty pool.
 */
export function pairPrice(reserveA: bigint, decimalsA: number, reserveB: bigint, decimalsB: number): bigint {
  if (reserveA <= 0n || reserveB <= 0n) return 0n;
  return (reserveB * 10n ** BigInt(decimalsA) * UNISWAP.priceScale) / (reserveA * 10n ** BigInt(decimalsB));
}

/**
 * The price of a trade: how much `amountB` (decimalsB) one whole token A (decimalsA) got, scaled by 10^18,
 * rounded down; 0 without amounts.
 */
export function tradePrice(amountA: bigint, decimalsA: number, amountB: bigint, decimalsB: number): bigint {
  return pairPrice(amountA, decimalsA, amountB, decimalsB);
}
