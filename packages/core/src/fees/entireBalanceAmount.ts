import { WEI_PER_FTM } from '../amounts/WEI_PER_FTM.ts';

/**
 * docs/staking.md#delegate, 'Entire Balance': the maximum remaining balance rounded up to a whole FTM,
 * minus 2 FTM, or 0 if that is not positive. (Rounding up first, then taking 2 FTM off, always leaves at
 * least 1 FTM.)
 */
export function entireBalanceAmount(remaining: bigint): bigint {
  if (remaining <= 0n) return 0n;
  const roundedUp = ((remaining + WEI_PER_FTM - 1n) / WEI_PER_FTM) * WEI_PER_FTM;
  const amount = roundedUp - 2n * WEI_PER_FTM;
  return amount > 0n ? amount : 0n;
}
