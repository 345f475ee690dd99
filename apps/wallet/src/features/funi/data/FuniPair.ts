import type { Address } from '@fantom-wallet/core';
import type { SwapAreaToken } from '../../swap/index.ts';

/** A token of fUNI (docs/funi.md#tokens): what the pickers and amounts need, with the wallet's balance. */
export interface FuniToken extends SwapAreaToken {
  /** USD per whole token scaled by 10^18; 0 when the DeFi token list does not price it. */
  price: bigint;
}

/** A Uniswap pair as the forms and the pools list see it: tokens in the pair's own order (token0, token1). */
export interface FuniPair {
  address: Address;
  tokens: readonly [FuniToken, FuniToken];
  reserves: readonly [bigint, bigint];
  totalSupply: bigint;
  /** The wallet's LP tokens (18 decimals). */
  share: bigint;
}
