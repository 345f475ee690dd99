import { type Abi, type AbiFunction, toFunctionSelector } from 'viem';
import { describe, expect, it } from 'vitest';
import { fantomDeFiTokenStorageArtifact } from '../src/generated/fantomDeFiTokenStorageArtifact.ts';
import { fantomMintAddressProviderArtifact } from '../src/generated/fantomMintAddressProviderArtifact.ts';
import { fantomMintArtifact } from '../src/generated/fantomMintArtifact.ts';
import { fantomMintRewardDistributionArtifact } from '../src/generated/fantomMintRewardDistributionArtifact.ts';
import { fantomMintTokenRegistryArtifact } from '../src/generated/fantomMintTokenRegistryArtifact.ts';
import { governanceArtifact } from '../src/generated/governanceArtifact.ts';
import { governanceProposalArtifact } from '../src/generated/governanceProposalArtifact.ts';
import { sfcGovernableArtifact } from '../src/generated/sfcGovernableArtifact.ts';
import { synthTokenArtifact } from '../src/generated/synthTokenArtifact.ts';
import { wrappedFtmArtifact } from '../src/generated/wrappedFtmArtifact.ts';

/** Selectors of the calls the wallet sends and the API reads on Opera, which our contracts must answer to. */
const expected: [string, Abi, Record<string, string>][] = [
  [
    'FantomMint',
    fantomMintArtifact.abi,
    {
      mustDeposit: '0xa02bda7a',
      mustWithdraw: '0x0feea739',
      mustMint: '0x893ebfd5',
      mustMintMax: '0x572f9225',
      mustRepay: '0x557c138b',
      mustRepayMax: '0xcc7b9327',
      getCollateralLowestDebtRatio4dec: '0xd65cb5aa',
      getRewardEligibilityRatio4dec: '0x59eb3570',
      getFMintFee4dec: '0x7c4b7a86',
      fMintFeeDigitsCorrection: '0xcbf02fd5',
      collateralValueOf: '0x5a13fd77',
      debtValueOf: '0xb36607e7',
      getMaxToMint: '0x54a36bcf',
      getMaxToWithdraw: '0x850e102f',
      rewardCanClaim: '0xda0a0432',
      rewardIsEligible: '0x6aee9c13',
      getPrice: '0x41976e09',
    },
  ],
  [
    'FantomMintRewardDistribution',
    fantomMintRewardDistributionArtifact.abi,
    {
      mustRewardClaim: '0x101df8b5',
      mustRewardPush: '0x9b7ea007',
      rewardEarned: '0x16ba6bf3',
      rewardStash: '0xf2392c8d',
      lastRewardPush: '0xa664150a',
      rewardUpdateRate: '0xef24d9a1',
    },
  ],
  [
    'FantomMintAddressProvider',
    fantomMintAddressProviderArtifact.abi,
    {
      getAddress: '0x21f8a721',
      getFantomMint: '0x44969711',
      getCollateralPool: '0x73c9641d',
      getDebtPool: '0x03ec357f',
      getTokenRegistry: '0x057838bd',
      getRewardDistribution: '0x84d9319e',
      getPriceOracleProxy: '0x045bb7f8',
      getRewardToken: '0x69940d79',
    },
  ],
  [
    'FantomMintTokenRegistry',
    fantomMintTokenRegistryArtifact.abi,
    {
      tokensCount: '0xa64ed8ba',
      tokensList: '0x4d12e34e',
      tokens: '0xe4860339',
      priceDecimals: '0xcefe0f21',
      addToken: '0x6a77a214',
    },
  ],
  [
    'FantomDeFiTokenStorage',
    fantomDeFiTokenStorageArtifact.abi,
    { balanceOf: '0xf7888aec', totalOf: '0x912c2673' },
  ],
  [
    'Governance',
    governanceArtifact.abi,
    {
      vote: '0x172c18b1',
      cancelVote: '0x21edf2eb',
      lastProposalID: '0xa1d373d7',
      proposalParams: '0xcfa1afa3',
      proposalState: '0xd26331d4',
      proposalOptionState: '0x5f89801e',
      getVote: '0xb9e6842b',
      calculateVotingTally: '0x14262d79',
      proposalFee: '0xc27cabb5',
    },
  ],
  [
    'SfcGovernable',
    sfcGovernableArtifact.abi,
    { getTotalWeight: '0x06aba0e1', getReceivedWeight: '0x68339357', getWeight: '0xa4817321' },
  ],
  [
    'WrappedFtm',
    wrappedFtmArtifact.abi,
    {
      deposit: '0xd0e30db0',
      withdraw: '0x2e1a7d4d',
      increaseAllowance: '0x39509351',
      transfer: '0xa9059cbb',
    },
  ],
  [
    'SynthToken',
    synthTokenArtifact.abi,
    { mint: '0x40c10f19', burnFrom: '0x79cc6790', increaseAllowance: '0x39509351' },
  ],
];

describe('ABI compatibility with Opera', () => {
  it.each(expected)('%s has the mainnet selectors', (_name, abi, selectors) => {
    for (const [name, selector] of Object.entries(selectors)) {
      const fn = abi.find((item): item is AbiFunction => item.type === 'function' && item.name === name);
      expect(fn, name).toBeDefined();
      expect(toFunctionSelector(fn as AbiFunction), name).toBe(selector);
    }
  });

  it('proposal contracts expose name() and description()', () => {
    const names = governanceProposalArtifact.abi.map((item) => ('name' in item ? item.name : ''));
    expect(names).toEqual(expect.arrayContaining(['name', 'description']));
  });
});
