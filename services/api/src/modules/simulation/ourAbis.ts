import {
  fantomDeFiTokenStorageArtifact,
  fantomMintAddressProviderArtifact,
  fantomMintArtifact,
  fantomMintPriceOracleArtifact,
  fantomMintRewardDistributionArtifact,
  fantomMintTokenRegistryArtifact,
  governanceArtifact,
  raveNamesArtifact,
  sfcArtifact,
  sftmArtifact,
  stakerInfoArtifact,
  stakeTokenizerArtifact,
  synthTokenArtifact,
  testTokenArtifact,
  uniswapFactoryAbi,
  uniswapPairAbi,
  uniswapRouterAbi,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import type { Abi } from 'viem';

/**
 * Our contracts' ABIs, for naming the methods a call invokes and the custom errors it reverts with
 * (docs/simulation.md#calls). Core decodes with whatever ABIs it is given; only the API may know the contracts.
 * A call to a contract outside the deployment is only said to look like one of these functions.
 */
export const ourAbis: readonly Abi[] = [
  sfcArtifact.abi,
  stakeTokenizerArtifact.abi,
  sftmArtifact.abi,
  wrappedFtmArtifact.abi,
  testTokenArtifact.abi,
  synthTokenArtifact.abi,
  fantomMintArtifact.abi,
  fantomMintAddressProviderArtifact.abi,
  fantomMintTokenRegistryArtifact.abi,
  fantomMintPriceOracleArtifact.abi,
  fantomMintRewardDistributionArtifact.abi,
  fantomDeFiTokenStorageArtifact.abi,
  uniswapRouterAbi,
  uniswapFactoryAbi,
  uniswapPairAbi,
  governanceArtifact.abi,
  stakerInfoArtifact.abi,
  raveNamesArtifact.abi,
] as readonly Abi[];
