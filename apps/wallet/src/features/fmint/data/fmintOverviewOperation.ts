import type { Operation } from '@fantom-wallet/api-client';

type Address = `0x${string}`;

export interface FmintTokenWire {
  address: Address;
  name: string;
  symbol: string;
  logoUrl: string;
  decimals: number;
  price: bigint;
  priceDecimals: number;
  totalSupply: bigint;
  isActive: boolean;
  canDeposit: boolean;
  canMint: boolean;
  canWrapFTM: boolean;
  availableBalance: bigint;
  allowance: bigint;
}

export interface FmintBalanceWire {
  tokenAddress: Address;
  balance: bigint;
  value: bigint;
}

export interface FmintAccountWire {
  collateralValue: bigint;
  debtValue: bigint;
  collateral: FmintBalanceWire[];
  debt: FmintBalanceWire[];
  rewardsEarned: bigint;
  rewardsStashed: bigint;
  canClaimRewards: boolean;
  canPushNewRewards: boolean;
  canReceiveRewards: boolean;
}

export interface FmintOverviewWire {
  defiConfiguration: {
    mintFee4: bigint;
    minCollateralRatio4: bigint;
    rewardCollateralRatio4: bigint;
    decimals: number;
    fMintContract: Address;
    fMintRewardDistribution: Address;
  };
  defiTokens: FmintTokenWire[];
  fMintAccount: FmintAccountWire;
}

const balance = { tokenAddress: 'address', balance: 'bigint', value: 'bigint' } as const;
export const fmintAccountDecode = {
  collateralValue: 'bigint',
  debtValue: 'bigint',
  collateral: balance,
  debt: balance,
  rewardsEarned: 'bigint',
  rewardsStashed: 'bigint',
} as const;
export const FMINT_ACCOUNT_FIELDS =
  'collateralValue debtValue collateral { tokenAddress balance value } debt { tokenAddress balance value } ' +
  'rewardsEarned rewardsStashed canClaimRewards canPushNewRewards canReceiveRewards';

/**
 * Everything the fMint overview and its forms show, in ONE request (docs/fmint.md#overview): the DeFi
 * configuration, the tokens with the account's balances and allowances to fMint, and the account's position with
 * its rewards.
 */
export const fmintOverviewOperation: Operation<FmintOverviewWire, { owner: Address }> = {
  operationName: 'FmintOverview',
  query:
    'query FmintOverview($owner: Address!) { ' +
    'defiConfiguration { mintFee4 minCollateralRatio4 rewardCollateralRatio4 decimals fMintContract fMintRewardDistribution } ' +
    'defiTokens { address name symbol logoUrl decimals price priceDecimals totalSupply isActive canDeposit canMint canWrapFTM ' +
    'availableBalance(owner: $owner) allowance(owner: $owner) } ' +
    `fMintAccount(owner: $owner) { ${FMINT_ACCOUNT_FIELDS} } }`,
  decode: {
    defiConfiguration: {
      mintFee4: 'bigint',
      minCollateralRatio4: 'bigint',
      rewardCollateralRatio4: 'bigint',
      fMintContract: 'address',
      fMintRewardDistribution: 'address',
    },
    defiTokens: {
      address: 'address',
      price: 'bigint',
      totalSupply: 'bigint',
      availableBalance: 'bigint',
      allowance: 'bigint',
    },
    fMintAccount: fmintAccountDecode,
  },
};
