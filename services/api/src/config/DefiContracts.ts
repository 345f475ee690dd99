import type { Address } from 'viem';

/**
 * Overrides for fMint's parts, API-only. Normally none is given: `defiConfiguration` and the fMint fields find
 * every part through the network's `fMintAddressProvider` (as the public API does), and Uniswap's factory and
 * router are in the shared `NetworkContracts`. A value here wins over the provider's (a network whose provider is
 * not at its usual address, or one that lacks a key).
 */
export interface DefiContracts {
  fMint?: Address;
  fMintAddressProvider?: Address;
  fMintTokenRegistry?: Address;
  fMintRewardDistribution?: Address;
  fMintCollateralPool?: Address;
  fMintDebtPool?: Address;
  priceOracleAggregate?: Address;
}
