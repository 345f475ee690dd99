import type { FswapTokenKind } from '@fantom-wallet/core';
import type { SwapAreaToken } from '../../swap/index.ts';

/** A token of the fSwap form (docs/fswap.md#pairs): the picker's fields plus what the rules need. */
export interface FswapToken extends SwapAreaToken {
  /** USD per whole token, scaled by 10^priceDecimals (FTM: WFTM's). */
  price: bigint;
  priceDecimals: number;
  kind: FswapTokenKind;
}
