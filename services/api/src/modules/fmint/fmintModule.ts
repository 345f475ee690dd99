import {
  fantomMintArtifact,
  fantomMintRewardDistributionArtifact,
  stakeTokenizerArtifact,
} from '@fantom-wallet/contracts';
import { type Address, zeroAddress } from 'viem';
import { BlockCache } from '../../chain/BlockCache.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { ApiModule } from '../ApiModule.ts';
import { readTokenAmount } from '../tokens/index.ts';
import { canPushRewards } from './canPushRewards.ts';
import type { FmintPoolBalance } from './FmintPosition.ts';
import type { FmintServices } from './FmintServices.ts';
import { readFmintAddresses } from './readFmintAddresses.ts';
import { readFmintAmount } from './readFmintAmount.ts';
import { readFmintPosition } from './readFmintPosition.ts';
import { readFmintTokens } from './readFmintTokens.ts';

async function stakeTokenizedToken(services: ApiServices, tokenizer: Address): Promise<Address> {
  if (services.config.contracts.sftm !== undefined) return services.config.contracts.sftm;
  if (tokenizer === zeroAddress) return zeroAddress;
  return services.chain
    .readContract({ address: tokenizer, abi: stakeTokenizerArtifact.abi, functionName: 'sFTMTokenAddress' })
    .then((address) => address.toLowerCase() as Address)
    .catch(() => zeroAddress);
}

/** The core's ratio and fee getters (4 decimals) and its digits correction, or zeros without fMint. */
async function readFmintRatios(services: ApiServices, fantomMint: Address | undefined) {
  if (fantomMint === undefined) return { fee: 0n, minRatio: 0n, rewardRatio: 0n, decimals: 4 };
  const core = { address: fantomMint, abi: fantomMintArtifact.abi } as const;
  const [fee, minRatio, rewardRatio, digits] = await Promise.all([
    services.chain.readContract({ ...core, functionName: 'getFMintFee4dec' }),
    services.chain.readContract({ ...core, functionName: 'getCollateralLowestDebtRatio4dec' }),
    services.chain.readContract({ ...core, functionName: 'getRewardEligibilityRatio4dec' }),
    services.chain.readContract({ ...core, functionName: 'fMintFeeDigitsCorrection' }),
  ]);
  // 10000 → 4: the number of decimal digits the ratios and the fee carry.
  return { fee, minRatio, rewardRatio, decimals: digits.toString().length - 1 };
}

async function rewardRead(
  services: ApiServices,
  owner: Address,
  read: 'rewardEarned' | 'rewardStash',
): Promise<bigint> {
  const fmint = await readFmintAddresses(services);
  if (fmint === null) return 0n;
  return services.fmint.amounts.get(`${read}:${owner.toLowerCase()}`, () =>
    services.chain.readContract({
      address: fmint.rewardDistribution,
      abi: fantomMintRewardDistributionArtifact.abi,
      functionName: read,
      args: [owner],
    }),
  );
}

async function rewardFlag(
  services: ApiServices,
  owner: Address,
  read: 'rewardCanClaim' | 'rewardIsEligible',
): Promise<boolean> {
  const fmint = await readFmintAddresses(services);
  if (fmint === null) return false;
  const flag = await services.fmint.amounts.get(`${read}:${owner.toLowerCase()}`, async () =>
    (await services.chain.readContract({
      address: fmint.fantomMint,
      abi: fantomMintArtifact.abi,
      functionName: read,
      args: [owner],
    }))
      ? 1n
      : 0n,
  );
  return flag === 1n;
}

/** A pool balance as the public API shows it: `value` is the raw product price × balance, not scaled down. */
async function poolBalance(services: ApiServices, type: 'COLLATERAL' | 'DEBT', held: FmintPoolBalance) {
  const price = await readFmintAmount(services, 'price', held.token.address);
  return {
    type,
    tokenAddress: held.token.address,
    token: held.token,
    balance: held.balance,
    value: price * held.balance,
  };
}

/**
 * fMint (collateral, synths, rewards) read live from its contracts, found through the address provider; the
 * DeFi configuration the staking screens also read (tokenizer and sFTM); the native token wrapper.
 */
export const fmintModule: ApiModule = {
  name: 'fmint',
  services: ({ heads }): { fmint: FmintServices } => ({
    fmint: {
      addresses: new BlockCache(heads),
      tokens: new BlockCache(heads),
      positions: new BlockCache(heads),
      amounts: new BlockCache(heads),
    },
  }),
  resolvers: {
    Query: {
      defiConfiguration: async (_parent, _args, services) => {
        const { contracts } = services.config;
        const tokenizer = contracts.stakeTokenizer ?? zeroAddress;
        const fmint = await readFmintAddresses(services);
        const [ratios, sftm] = await Promise.all([
          readFmintRatios(services, fmint?.fantomMint),
          stakeTokenizedToken(services, tokenizer),
        ]);
        return {
          mintFee4: ratios.fee,
          minCollateralRatio4: ratios.minRatio,
          rewardCollateralRatio4: ratios.rewardRatio,
          decimals: ratios.decimals,
          priceOracleAggregate: fmint?.priceOracle ?? zeroAddress,
          StakeTokenizerContract: tokenizer,
          StakeTokenizedERC20Token: sftm,
          fMintContract: fmint?.fantomMint ?? zeroAddress,
          fMintAddressProvider: fmint?.addressProvider ?? zeroAddress,
          fMintTokenRegistry: fmint?.tokenRegistry ?? zeroAddress,
          fMintRewardDistribution: fmint?.rewardDistribution ?? zeroAddress,
          fMintCollateralPool: fmint?.collateralPool ?? zeroAddress,
          fMintDebtPool: fmint?.debtPool ?? zeroAddress,
          uniswapCoreFactory: contracts.uniswapFactory ?? zeroAddress,
          uniswapRouter: contracts.uniswapRouter ?? zeroAddress,
        };
      },
      // Only active tokens, like the public API (so `isActive` is always true in the answer).
      defiTokens: async (_parent, _args, services) =>
        (await readFmintTokens(services)).filter((token) => token.isActive),
      defiNativeToken: (_parent, _args, { config }) =>
        config.contracts.wftm === undefined ? null : { address: config.contracts.wftm },
      fMintAccount: (_parent, { owner }) => ({ address: owner }),
    },
    DefiToken: {
      canWrapFTM: (token) => token.symbol === 'WFTM',
      // Neither exists on fMint (the public API hard-wires both to false as well).
      canBorrow: () => false,
      canTrade: () => false,
      price: (token, _args, services) => readFmintAmount(services, 'price', token.address),
      availableBalance: (token, { owner }, services) =>
        readTokenAmount(services, token.address, { functionName: 'balanceOf', args: [owner] }),
      allowance: async (token, { owner }, services) => {
        const fmint = await readFmintAddresses(services);
        return fmint === null
          ? 0n
          : readTokenAmount(services, token.address, {
              functionName: 'allowance',
              args: [owner, fmint.fantomMint],
            });
      },
      totalSupply: (token, _args, services) =>
        readTokenAmount(services, token.address, { functionName: 'totalSupply' }),
      totalDeposit: (token, _args, services) => readFmintAmount(services, 'totalDeposit', token.address),
      totalDebt: (token, _args, services) => readFmintAmount(services, 'totalDebt', token.address),
    },
    // The fMint pools' totals of any token (0 for one fMint does not hold); this area owns them.
    ERC20Token: {
      totalDeposit: ({ address }, _args, services) => readFmintAmount(services, 'totalDeposit', address),
      totalDebt: ({ address }, _args, services) => readFmintAmount(services, 'totalDebt', address),
    },
    FMintAccount: {
      collateralList: async ({ address }, _args, services) =>
        (await readFmintPosition(services, address)).collateral.map((held) => held.token.address),
      collateral: async ({ address }, _args, services) =>
        Promise.all(
          (await readFmintPosition(services, address)).collateral.map((held) =>
            poolBalance(services, 'COLLATERAL', held),
          ),
        ),
      collateralValue: async ({ address }, _args, services) =>
        (await readFmintPosition(services, address)).collateralValue,
      debtList: async ({ address }, _args, services) =>
        (await readFmintPosition(services, address)).debt.map((held) => held.token.address),
      debt: async ({ address }, _args, services) =>
        Promise.all(
          (await readFmintPosition(services, address)).debt.map((held) =>
            poolBalance(services, 'DEBT', held),
          ),
        ),
      debtValue: async ({ address }, _args, services) =>
        (await readFmintPosition(services, address)).debtValue,
      rewardsEarned: ({ address }, _args, services) => rewardRead(services, address, 'rewardEarned'),
      rewardsStashed: ({ address }, _args, services) => rewardRead(services, address, 'rewardStash'),
      canClaimRewards: ({ address }, _args, services) => rewardFlag(services, address, 'rewardCanClaim'),
      canReceiveRewards: ({ address }, _args, services) => rewardFlag(services, address, 'rewardIsEligible'),
      canPushNewRewards: (_account, _args, services) => canPushRewards(services),
    },
  },
};
