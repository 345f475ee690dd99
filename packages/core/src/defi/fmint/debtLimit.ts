import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { FMINT } from './FMINT.ts';

/**
 * docs/fmint.md#debt-limit: debt ÷ (collateral value ÷ 1.5) in basis points (10_000n is 100 %: liquidation),
 * rounded up so the warning is never late. No debt is 0; debt without collateral is 100 %.
 */
export function debtLimit(collateralValue: bigint, debtValue: bigint): bigint {
  if (debtValue <= 0n) return 0n;
  if (collateralValue <= 0n) return BASIS_POINTS;
  const product = debtValue * FMINT.liquidationRatioBps;
  const quotient = product / collateralValue;
  return product % collateralValue === 0n ? quotient : quotient + 1n;
}

/** The liquidation warning shows above a 75 % debt limit (docs/fmint.md#liquidation-warning). */
export function isNearLiquidation(debtLimitBps: bigint): boolean {
  return debtLimitBps > FMINT.warningDebtLimitBps;
}
