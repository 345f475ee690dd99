import { zeroAddress } from 'viem';
import { tokenizerAbi } from '../../chain/abi/tokenizerAbi.ts';
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
        const c = config.contracts;
        const tokenizer = c.stakeTokenizer ?? zeroAddress;
        const sftm =
          c.sftm ??
          (tokenizer === zeroAddress
            ? zeroAddress
            : await chain
                .readContract({ address: tokenizer, abi: tokenizerAbi, functionName: 'sFTMTokenAddress' })
                .catch(() => zeroAddress));
        return {
          mintFee4: 0n,
          minCollateralRatio4: 0n,
          rewardCollateralRatio4: 0n,
          decimals: 4,
          priceOracleAggregate: c.priceOracleAggregate ?? zeroAddress,
          StakeTokenizerContract: tokenizer,
          StakeTokenizedERC20Token: sftm,
          fMintContract: c.fMint ?? zeroAddress,
          fMintAddressProvider: c.fMintAddressProvider ?? zeroAddress,
          fMintTokenRegistry: c.fMintTokenRegistry ?? zeroAddress,
          fMintRewardDistribution: c.fMintRewardDistribution ?? zeroAddress,
          fMintCollateralPool: c.fMintCollateralPool ?? zeroAddress,
          fMintDebtPool: c.fMintDebtPool ?? zeroAddress,
          uniswapCoreFactory: c.uniswapCoreFactory ?? zeroAddress,
          uniswapRouter: c.uniswapRouter ?? zeroAddress,
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
