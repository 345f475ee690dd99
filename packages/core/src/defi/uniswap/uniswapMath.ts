import { UNISWAP } from './UNISWAP.ts';

const FEE_DENOMINATOR = 10_000n;
const KEPT = FEE_DENOMINATOR - UNISWAP.lpFeeBps;

/**
 * What the pair pays for `amountIn` (Uniswap V2's `getAmountOut`: the 0.3 % fee kept in the pool, rounded
 * down); 0 for an empty pair or no input.
 */
export function getAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const inWithFee = amountIn * KEPT;
  return (inWithFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inWithFee);
}

/**
 * What the pair asks for `wantedOut` (Uniswap V2's `getAmountIn`, rounded up); null when the pair cannot pay
 * that much (empty, or the whole reserve or more asked).
 */
export function getAmountIn(wantedOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint | null {
  if (wantedOut <= 0n) return 0n;
  if (reserveIn <= 0n || reserveOut <= 0n || wantedOut >= reserveOut) return null;
  return (reserveIn * wantedOut * FEE_DENOMINATOR) / ((reserveOut - wantedOut) * KEPT) + 1n;
}

/** The amount of B worth `amountA` at the pool's ratio (the router's `quote`, rounded down); 0 when empty. */
export function quoteAmount(amountA: bigint, reserveA: bigint, reserveB: bigint): bigint {
  if (amountA <= 0n || reserveA <= 0n || reserveB <= 0n) return 0n;
  return (amountA * reserveB) / reserveA;
}
