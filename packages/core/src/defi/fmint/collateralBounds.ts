import { applyBasisPoints } from '../../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../../amounts/BASIS_POINTS.ts';
import { lessSlippageReserve } from './slippageReserve.ts';
import { amountForValue, tokenValue } from './tokenValue.ts';

export interface CollateralBoundsInput {
  /** This token locked as collateral, and its balance in the wallet. */
  locked: bigint;
  available: bigint;
  price: bigint;
  priceDecimals: number;
  /** The account's whole collateral and debt value (every token). */
  collateralValue: bigint;
  debtValue: bigint;
  minRatioBps: bigint;
  /** The DeFi slippage reserve in basis points. */
  reserveBps: bigint;
}

/**
 * docs/fmint.md#collateral-bounds: how far the locked amount of one token may move. The minimum keeps the whole
 * debt at the minimum ratio (the other tokens' collateral counts), plus the slippage reserve on top, rounded up,
 * and never above what is locked; the maximum is the locked amount plus the wallet's balance less the slippage
 * reserve.
 */
export function collateralBounds(input: CollateralBoundsInput): { min: bigint; max: bigint } {
  const { locked, available, price, priceDecimals, collateralValue, debtValue, minRatioBps, reserveBps } =
    input;
  const own = tokenValue(locked, price, priceDecimals);
  const others = collateralValue > own ? collateralValue - own : 0n;
  const requiredProduct = debtValue * minRatioBps;
  const required = requiredProduct / BASIS_POINTS + (requiredProduct % BASIS_POINTS === 0n ? 0n : 1n);
  const needed = required > others ? required - others : 0n;
  const raw = amountForValue(needed, price, priceDecimals, 'up');
  const reserve = reserveBps > 0n ? reserveBps : 0n;
  const withReserve = applyBasisPoints(raw, BASIS_POINTS + reserve, 'up');
  // Without a price nothing can be withdrawn against a debt.
  const min = price <= 0n && debtValue > 0n ? locked : withReserve > locked ? locked : withReserve;
  const max = locked + lessSlippageReserve(available > 0n ? available : 0n, reserveBps);
  return { min, max };
}
