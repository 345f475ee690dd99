import { validateSlippageReserve, validateSlippageTolerance } from '@fantom-wallet/core';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';

/** Defaults when a stored value does not parse (the settings' own defaults; docs/fswap.md#numbers). */
const DEFAULT_TOLERANCE_BPS = 50n;
const DEFAULT_RESERVE_BPS = 30n;

/**
 * The settings fSwap uses (docs/fswap.md#trade): the swap slippage tolerance (minimum received) and the DeFi
 * slippage reserve (max from), in basis points, and the tolerance as the user typed it.
 */
export function useFswapSlippage(): { slippageBps: bigint; reserveBps: bigint; slippageText: string } {
  const tolerance = useSettingsStore((s) => s.fUniswapSlippageTolerance);
  const reserve = useSettingsStore((s) => s.defiSlippageReserve);
  const slippage = validateSlippageTolerance(tolerance);
  const reserveBps = validateSlippageReserve(reserve);
  return {
    slippageBps: slippage.ok ? slippage.value : DEFAULT_TOLERANCE_BPS,
    reserveBps: reserveBps.ok ? reserveBps.value : DEFAULT_RESERVE_BPS,
    slippageText: slippage.ok ? tolerance : '0.5',
  };
}
