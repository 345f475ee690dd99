import type { Address } from 'viem';

/** Where fMint's parts live, as its address provider names them (every address lowercase). */
export interface FmintAddresses {
  addressProvider: Address;
  fantomMint: Address;
  collateralPool: Address;
  debtPool: Address;
  tokenRegistry: Address;
  priceOracle: Address;
  rewardDistribution: Address;
}
