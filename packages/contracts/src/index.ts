export { addresses } from './addresses.ts';
export type {
  DeployedValidator,
  Deployment,
  DevAccount,
  SeededProposalState,
  ValidatorMetadata,
} from './Deployment.ts';
export { coreDeploySteps } from './deploy/coreDeploySteps.ts';
export { createDevChainClients } from './deploy/createDevChainClients.ts';
export type { DeployContext, DeployStep } from './deploy/DeployStep.ts';
export type { DevChainClients } from './deploy/DevChainClients.ts';
export { deployContracts } from './deploy/deployContracts.ts';
export { devnetDeploySteps } from './deploy/devnetDeploySteps.ts';
export {
  fmintAddressKeys,
  fmintDeploySteps,
  fmintRewardPerSecond,
  fmintRewardPool,
} from './deploy/fmintDeploySteps.ts';
export { governanceDeploySteps } from './deploy/governanceDeploySteps.ts';
export { hostileDeploySteps, SIMULATION_TRAPS } from './deploy/hostileDeploySteps.ts';
export { placeCode } from './deploy/placeCode.ts';
export type { SendTxRequest } from './deploy/sendTx.ts';
export { sendTx } from './deploy/sendTx.ts';
export { uniswapDeploySteps, uniswapFactoryFeeToSetterSlot } from './deploy/uniswapDeploySteps.ts';
export { waitForReceipt } from './deploy/waitForReceipt.ts';
export { devnetChain } from './devnetChain.ts';
export type { FmintTokenInfo } from './fmintTokens.ts';
export { fmintTokens } from './fmintTokens.ts';
export { batchReaderArtifact } from './generated/batchReaderArtifact.ts';
export { bridgedTokenArtifact } from './generated/bridgedTokenArtifact.ts';
export { claimDrainerArtifact } from './generated/claimDrainerArtifact.ts';
export { delegatingClaimArtifact } from './generated/delegatingClaimArtifact.ts';
export { drainLogicArtifact } from './generated/drainLogicArtifact.ts';
export { fantomDeFiTokenStorageArtifact } from './generated/fantomDeFiTokenStorageArtifact.ts';
export { fantomMintAddressProviderArtifact } from './generated/fantomMintAddressProviderArtifact.ts';
export { fantomMintArtifact } from './generated/fantomMintArtifact.ts';
export { fantomMintPriceOracleArtifact } from './generated/fantomMintPriceOracleArtifact.ts';
export { fantomMintRewardDistributionArtifact } from './generated/fantomMintRewardDistributionArtifact.ts';
export { fantomMintTokenRegistryArtifact } from './generated/fantomMintTokenRegistryArtifact.ts';
export { governanceArtifact } from './generated/governanceArtifact.ts';
export { governanceProposalArtifact } from './generated/governanceProposalArtifact.ts';
export { lookalikeTokenArtifact } from './generated/lookalikeTokenArtifact.ts';
export { raveNamesArtifact } from './generated/raveNamesArtifact.ts';
export { sfcArtifact } from './generated/sfcArtifact.ts';
export { sfcGovernableArtifact } from './generated/sfcGovernableArtifact.ts';
export { sftmArtifact } from './generated/sftmArtifact.ts';
export { simulationTrapTokenArtifact } from './generated/simulationTrapTokenArtifact.ts';
export { sourceHash } from './generated/sourceHash.ts';
export { stakerInfoArtifact } from './generated/stakerInfoArtifact.ts';
export { stakeTokenizerArtifact } from './generated/stakeTokenizerArtifact.ts';
export { synthTokenArtifact } from './generated/synthTokenArtifact.ts';
export { testCollectibleArtifact } from './generated/testCollectibleArtifact.ts';
export { testMultiTokenArtifact } from './generated/testMultiTokenArtifact.ts';
export { testPermitTokenArtifact } from './generated/testPermitTokenArtifact.ts';
export { testTokenArtifact } from './generated/testTokenArtifact.ts';
export { wrappedFtmArtifact } from './generated/wrappedFtmArtifact.ts';
export type { TestTokenInfo } from './testTokens.ts';
export { testTokens } from './testTokens.ts';
export { tokenLogo } from './tokenLogo.ts';
export type { UniswapArtifact, UniswapContract } from './uniswap/uniswapArtifacts.ts';
export { uniswapArtifact } from './uniswap/uniswapArtifacts.ts';
export { uniswapFactoryAbi } from './uniswap/uniswapFactoryAbi.ts';
export { uniswapPairAbi } from './uniswap/uniswapPairAbi.ts';
export { uniswapRouterAbi } from './uniswap/uniswapRouterAbi.ts';
