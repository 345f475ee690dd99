import type { Address } from '@fantom-wallet/core';

/**
 * A token of a swap area (fUNI, fSwap) as its pickers and amounts see it, with the wallet's balance. Each area adds
 * its price, whose scale it decides.
 */
export interface SwapAreaToken {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoUrl: string | null;
  /** The wallet's balance in the token's smallest unit (FTM: the native balance). */
  balance: bigint;
}
