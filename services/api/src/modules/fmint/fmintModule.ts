import { stakeTokenizerArtifact } from '@fantom-wallet/contracts';
import { zeroAddress } from 'viem';
import type { ApiModule } from '../ApiModule.ts';

/**
 * The DeFi configuration the staking screens read (tokenizer and sFTM addresses), the native token wrapper and
 * fMint accounts. fMint answers empty until its contracts exist locally (a later issue).
 */
export const fmintModule: ApiModule = {
  name: 'fmint',
  resolvers: {
    Query: {
      defiConfiguration: async (_parent, _args, { config, chain }) => {
        const { stakeTokenizer, sftm: configuredSftm } = config.contracts;
        const d = config.defi;
        const tokenizer = stakeTokenizer ?? zeroAddress;
        const sftm =
          configuredSftm ??
          (tokenizer === zeroAddress
            ? zeroAddress
            : await chain
                .readContract({
                  address: tokenizer,
                  abi: stakeTokenizerArtifact.abi,
                  functionName: 'sFTMTokenAddress',
                })
                .catch(() => zeroAddress));
        return {
          mintFee4: 0n,
          minCollateralRatio4: 0n,
          rewardCollateralRatio4: 0n,
          decimals: 4,
          priceOracleAggregate: d.priceOracleAggregate ?? zeroAddress,
          StakeTokenizerContract: tokenizer,
          StakeTokenizedERC20Token: sftm,
          fMintContract: d.fMint ?? zeroAddress,
          fMintAddressProvider: d.fMintAddressProvider ?? zeroAddress,
          fMintTokenRegistry: d.fMintTokenRegistry ?? zeroAddress,
          fMintRewardDistribution: d.fMintRewardDistribution ?? zeroAddress,
          fMintCollateralPool: d.fMintCollateralPool ?? zeroAddress,
          fMintDebtPool: d.fMintDebtPool ?? zeroAddress,
          uniswapCoreFactory: d.uniswapCoreFactory ?? zeroAddress,
          uniswapRouter: d.uniswapRouter ?? zeroAddress,
        };
      },
      defiTokens: () => [],
      defiNativeToken: (_parent, _args, { config }) =>
        config.contracts.wftm === undefined ? null : { address: config.contracts.wftm },
      fMintAccount: (_parent, { owner }) => ({ address: owner }),
    },
    FMintAccount: {
      collateralList: () => [],
      collateral: () => [],
      collateralValue: () => 0n,
      debtList: () => [],
      debt: () => [],
      debtValue: () => 0n,
      rewardsEarned: () => 0n,
      rewardsStashed: () => 0n,
      canClaimRewards: () => false,
      canReceiveRewards: () => false,
      canPushNewRewards: () => false,
    },
  },
};
