/** StakeTokenizer writes (packages/contracts/README.md#what-the-wallet-calls). */
export const stakeTokenizerAbi = [
  {
    type: 'function',
    name: 'mintSFTM',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'toValidatorID', type: 'uint256' }],
    outputs: [],
  },
  {
    type: 'function',
    name: 'redeemSFTM',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'validatorID', type: 'uint256' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
