import { validateSlippageReserve, validateSlippageTolerance } from '@fantom-wallet/core';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';

/** The settings' defaults, for a stored value that does not parse (docs/settings.md#numbers). */
const DEFAULT_TOLERANCE_BPS = 50n;
const DEFAULT_RESERVE_BPS = 30n;

/** The slippage settings of a swap, in basis points, and the tolerance as the user typed it. */
export interface SwapSlippage {
  /** The swap slippage tolerance (docs/funi.md#slippage): every swap's minimum received and maximum sold, and fUNI's liquidity minimums. */
  toleranceBps: bigint;
  toleranceText: string;
  /** The DeFi slippage reserve (docs/fswap.md#max-from): taken off the most fSwap may sell. */
  reserveBps: bigint;
}

/**
 * The two slippage settings (docs/settings.md#slippage). fUNI and fSwap both trade on the Uniswap router, so both
 * guard their trades with the one swap slippage tolerance; fSwap also keeps the DeFi slippage reserve off its max.
 */
export function useSwapSlippage(): SwapSlippage {
  const tolerance = useSettingsStore((s) => s.swapSlippageTolerance);
  const reserve = useSettingsStore((s) => s.defiSlippageReserve);
  const toleranceBps = validateSlippageTolerance(tolerance);
  const reserveBps = validateSlippageReserve(reserve);
  return {
    toleranceBps: toleranceBps.ok ? toleranceBps.value : DEFAULT_TOLERANCE_BPS,
    toleranceText: toleranceBps.ok ? tolerance : '0.5',
    reserveBps: reserveBps.ok ? reserveBps.value : DEFAULT_RESERVE_BPS,
  };
}
