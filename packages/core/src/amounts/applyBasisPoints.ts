import { BASIS_POINTS } from './BASIS_POINTS.ts';

/**
 * value × bps / 10,000 in integer math: applyBasisPoints(x, 10_500n) is x × 1.05,
 * applyBasisPoints(x, 9_950n) is x less 0.5 %. Rounds down unless told 'up' (use 'up' for allowances).
 */
export function applyBasisPoints(value: bigint, bps: bigint, rounding: 'down' | 'up' = 'down'): bigint {
  const product = value * bps;
  const quotient = product / BASIS_POINTS;
  return rounding === 'up' && product % BASIS_POINTS !== 0n ? quotient + 1n : quotient;
}
