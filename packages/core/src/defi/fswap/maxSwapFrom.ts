import { applyBasisPoints } from '../../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { lessSlippageReserve } from '../fmint/slippageReserve.ts';
import { FSWAP } from './FSWAP.ts';
import type { FswapTokenKind } from './FswapTokenKind.ts';

/**
 * The most that can be sold (docs/fswap.md#max-from): the balance, less 2 FTM when selling FTM (gas), less 0.5 %
 * when selling FUSD, then less the DeFi slippage reserve (basis points). Rounded down, never below 0.
 */
export function maxSwapFrom({
  balance,
  kind,
  slippageReserveBps,
}: {
  balance: bigint;
  kind: FswapTokenKind;
  slippageReserveBps: bigint;
}): bigint {
  let max = balance < 0n ? 0n : balance;
  if (kind === 'ftm') max -= FSWAP.ftmReserve;
  if (kind === 'fusd') max = applyBasisPoints(max, BASIS_POINTS - FSWAP.fusdReserveBps);
  if (max <= 0n) return 0n;
  return lessSlippageReserve(max, slippageReserveBps);
}
