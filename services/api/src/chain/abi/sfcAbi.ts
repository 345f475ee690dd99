/**
 * The SFC v3 functions and events the API reads (contracts.md §2b), written as an `as const` fragment so
 * viem types every call. Kept here so the API does not depend on the whole contract artifact.
 */
export const sfcAbi = [
  {
    type: 'function',
    name: 'getStake',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getLockupInfo',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [
      { name: 'lockedStake', type: 'uint256' },
      { name: 'fromEpoch', type: 'uint256' },
      { name: 'endTime', type: 'uint256' },
      { name: 'duration', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'getUnlockedStake',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'pendingRewards',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'unlockStake',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getWithdrawalRequest',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
      { name: 'wrID', type: 'uint256' },
    ],
    outputs: [
      { name: 'epoch', type: 'uint256' },
      { name: 'time', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'getValidator',
    stateMutability: 'view',
    inputs: [{ name: 'validatorID', type: 'uint256' }],
    outputs: [
      { name: 'status', type: 'uint256' },
      { name: 'deactivatedTime', type: 'uint256' },
      { name: 'deactivatedEpoch', type: 'uint256' },
      { name: 'receivedStake', type: 'uint256' },
      { name: 'createdEpoch', type: 'uint256' },
      { name: 'createdTime', type: 'uint256' },
      { name: 'auth', type: 'address' },
    ],
  },
  {
    type: 'function',
    name: 'getValidatorID',
    stateMutability: 'view',
    inputs: [{ name: 'auth', type: 'address' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getSelfStake',
    stateMutability: 'view',
    inputs: [{ name: 'validatorID', type: 'uint256' }],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'lastValidatorID',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'currentEpoch',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'currentSealedEpoch',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'getEpochSnapshot',
    stateMutability: 'view',
    inputs: [{ name: 'epoch', type: 'uint256' }],
    outputs: [
      { name: 'endTime', type: 'uint256' },
      { name: 'epochFee', type: 'uint256' },
      { name: 'totalBaseRewardWeight', type: 'uint256' },
      { name: 'totalTxRewardWeight', type: 'uint256' },
      { name: 'baseRewardPerSecond', type: 'uint256' },
      { name: 'totalStake', type: 'uint256' },
      { name: 'totalSupply', type: 'uint256' },
    ],
  },
  {
    type: 'function',
    name: 'stakeTokenizerAddress',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
  { type: 'function', name: 'version', stateMutability: 'pure', inputs: [], outputs: [{ type: 'bytes3' }] },
  {
    type: 'function',
    name: 'constsAddress',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
  {
    type: 'event',
    name: 'Delegated',
    inputs: [
      { name: 'delegator', type: 'address', indexed: true },
      { name: 'toValidatorID', type: 'uint256', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Undelegated',
    inputs: [
      { name: 'delegator', type: 'address', indexed: true },
      { name: 'toValidatorID', type: 'uint256', indexed: true },
      { name: 'wrID', type: 'uint256', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'Withdrawn',
    inputs: [
      { name: 'delegator', type: 'address', indexed: true },
      { name: 'toValidatorID', type: 'uint256', indexed: true },
      { name: 'wrID', type: 'uint256', indexed: true },
      { name: 'amount', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'ClaimedRewards',
    inputs: [
      { name: 'delegator', type: 'address', indexed: true },
      { name: 'toValidatorID', type: 'uint256', indexed: true },
      { name: 'lockupExtraReward', type: 'uint256', indexed: false },
      { name: 'lockupBaseReward', type: 'uint256', indexed: false },
      { name: 'unlockedReward', type: 'uint256', indexed: false },
    ],
  },
  {
    type: 'event',
    name: 'RestakedRewards',
    inputs: [
      { name: 'delegator', type: 'address', indexed: true },
      { name: 'toValidatorID', type: 'uint256', indexed: true },
      { name: 'lockupExtraReward', type: 'uint256', indexed: false },
      { name: 'lockupBaseReward', type: 'uint256', indexed: false },
      { name: 'unlockedReward', type: 'uint256', indexed: false },
    ],
  },
] as const;
