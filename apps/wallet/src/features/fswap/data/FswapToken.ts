import type { Address, FswapTokenKind } from '@fantom-wallet/core';

/** A token of the fSwap form (docs/fswap.md#pairs): the picker's fields plus what the rules need. */
export interface FswapToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | null;
  /** The wallet's balance in the token's smallest unit (FTM: the native balance). */
  balance: bigint;
  /** USD per whole token, scaled by 10^priceDecimals (FTM: WFTM's). */
  price: bigint;
  priceDecimals: number;
  kind: FswapTokenKind;
}
