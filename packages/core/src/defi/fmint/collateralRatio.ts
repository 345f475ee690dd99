import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { FMINT } from './FMINT.ts';

/**
 * docs/fmint.md#c-ratio: collateral value ÷ debt value in basis points (63_800n is 638 %), rounded down; null
 * without debt (no ratio to keep).
 */
export function collateralRatio(collateralValue: bigint, debtValue: bigint): bigint | null {
  if (debtValue <= 0n) return null;
  return (collateralValue * BASIS_POINTS) / debtValue;
}

/** The C-ratio as shown: at most 5000 % (docs/fmint.md#c-ratio). */
export function shownCollateralRatio(ratioBps: bigint): bigint {
  return ratioBps > FMINT.ratioShownMaxBps ? FMINT.ratioShownMaxBps : ratioBps;
}

/** How full the C-ratio ring is, in basis points of the ring (the ring runs to 1000 %). */
export function collateralRatioRing(ratioBps: bigint | null): bigint {
  if (ratioBps === null) return 0n;
  if (ratioBps >= FMINT.ratioRingMaxBps) return BASIS_POINTS;
  return (ratioBps * BASIS_POINTS) / FMINT.ratioRingMaxBps;
}

export type RatioColor = 'red' | 'amber' | 'green';

/** Red from 0, amber from the minimum ratio (300 %), green from the reward ratio (docs/fmint.md#c-ratio). */
export function collateralRatioColor(
  ratioBps: bigint | null,
  minRatioBps: bigint = FMINT.minCollateralRatioBps,
  rewardRatioBps: bigint = FMINT.rewardCollateralRatioBps,
): RatioColor {
  if (ratioBps === null || ratioBps >= rewardRatioBps) return 'green';
  if (ratioBps >= minRatioBps) return 'amber';
  return 'red';
}
