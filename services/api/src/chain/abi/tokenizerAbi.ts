/** StakeTokenizer reads (contracts.md §3a). */
export const tokenizerAbi = [
  {
    type: 'function',
    name: 'outstandingSFTM',
    stateMutability: 'view',
    inputs: [
      { name: 'delegator', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [{ type: 'uint256' }],
  },
  {
    type: 'function',
    name: 'allowedToWithdrawStake',
    stateMutability: 'view',
    inputs: [
      { name: 'sender', type: 'address' },
      { name: 'validatorID', type: 'uint256' },
    ],
    outputs: [{ type: 'bool' }],
  },
  {
    type: 'function',
    name: 'sFTMTokenAddress',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'address' }],
  },
] as const;
