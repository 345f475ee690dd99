import { FMINT, validateSlippageReserve } from '@fantom-wallet/core';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';

/** The DeFi slippage reserve from the settings in basis points (docs/fmint.md#slippage-reserve). */
export function useReserveBps(): bigint {
  const text = useSettingsStore((s) => s.defiSlippageReserve);
  const parsed = validateSlippageReserve(text);
  return parsed.ok ? parsed.value : FMINT.defaultSlippageReserveBps;
}
