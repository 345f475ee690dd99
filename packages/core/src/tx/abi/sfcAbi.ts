/** The SFC functions the wallet sends (packages/contracts/README.md#what-the-wallet-calls). */
export const sfcAbi = [
  {
    type: 'function',
    name: 'delegate',
    stateMutability: 'payable',
    inputs: [{ name: 'toValidatorID', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'claimRewards',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'toValidatorID', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'restakeRewards',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'toValidatorID', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'lockStake',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'lockupDuration', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'relockStake',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'lockupDuration', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'unlockStake',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [{ name: 'penalty', type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'undelegate',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'wrID', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'withdraw',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'toValidatorID', type: 'uint256' },
      { name: 'wrID', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
