import type { Address } from 'viem';

/**
 * fMint and Uniswap addresses for `defiConfiguration`. API-only until their issue adds them to the shared
 * `NetworkContracts` (with their local deployment); absent ones answer the zero address, like the public API.
 */
export interface DefiContracts {
  fMint?: Address;
  fMintAddressProvider?: Address;
  fMintTokenRegistry?: Address;
  fMintRewardDistribution?: Address;
  fMintCollateralPool?: Address;
  fMintDebtPool?: Address;
  priceOracleAggregate?: Address;
  uniswapCoreFactory?: Address;
  uniswapRouter?: Address;
}
