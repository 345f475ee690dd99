import { applyBasisPoints } from '../../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';

/**
 * docs/fmint.md#slippage-reserve: a maximum less the DeFi slippage reserve (basis points, 30n = 0.3 %), rounded
 * down; a reserve outside 0–100 % is clamped into it.
 */
export function lessSlippageReserve(maximum: bigint, reserveBps: bigint): bigint {
  const reserve = reserveBps < 0n ? 0n : reserveBps > BASIS_POINTS ? BASIS_POINTS : reserveBps;
  return applyBasisPoints(maximum, BASIS_POINTS - reserve);
}
