import type { Address } from 'viem';

/** A token of fMint's registry as the registry describes it; price and amounts are read when asked for. */
export interface DefiTokenModel {
  address: Address;
  name: string;
  symbol: string;
  decimals: number;
  logoUrl: string;
  priceDecimals: number;
  isActive: boolean;
  canDeposit: boolean;
  canMint: boolean;
}
