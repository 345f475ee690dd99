import type { Address } from '@fantom-wallet/core';

/** A token of fUNI (docs/funi.md#tokens): what the pickers and amounts need, with the wallet's balance. */
export interface FuniToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | null;
  /** The wallet's balance in the token's smallest unit. */
  balance: bigint;
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
