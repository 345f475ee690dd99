import { validateSlippageTolerance } from '@fantom-wallet/core';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';

/** The settings' default when a stored value does not parse: 0.5 % (docs/funi.md#slippage). */
const DEFAULT_TOLERANCE_BPS = 50n;

/** The swap slippage tolerance from the settings, in basis points, and as the user typed it. */
export function useFuniSlippage(): { slippageBps: bigint; slippageText: string } {
  const tolerance = useSettingsStore((s) => s.fUniswapSlippageTolerance);
  const slippage = validateSlippageTolerance(tolerance);
  return {
    slippageBps: slippage.ok ? slippage.value : DEFAULT_TOLERANCE_BPS,
    slippageText: slippage.ok ? tolerance : '0.5',
  };
}
