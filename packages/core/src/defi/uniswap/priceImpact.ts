import { UNISWAP } from './UNISWAP.ts';

/** Hundredths of a percent in a whole: price impact is returned in these (1234n = 12.34 %). */
const WHOLE = 10_000n;

/**
 * Price impact of selling `amountIn` for `amountOut` (docs/funi.md#price-impact): 1 − execution price ÷ the
 * reserves' mid price, with the 0.3 % fee taken off the amount sold first (the fee is shown on its own line).
 * In hundredths of a percent, rounded up (never shown smaller than it is), between 0 and 100 %. 0 for an empty
 * pair or no trade.
 */
export function priceImpact(
  amountIn: bigint,
  amountOut: bigint,
  reserveIn: bigint,
  reserveOut: bigint,
): bigint {
  if (amountIn <= 0n || amountOut <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n;
  const inLessFee = amountIn * (WHOLE - UNISWAP.lpFeeBps);
  // execution ÷ mid = (out ÷ inLessFee) ÷ (reserveOut ÷ reserveIn), scaled to hundredths of a percent
  const ratio = (amountOut * reserveIn * WHOLE * WHOLE) / (inLessFee * reserveOut);
  const impact = WHOLE - ratio;
  return impact < 0n ? 0n : impact > WHOLE ? WHOLE : impact;
}
