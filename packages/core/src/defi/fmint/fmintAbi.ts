const tokenAmount = [
  { name: 'token', type: 'address' },
  { name: 'amount', type: 'uint256' },
] as const;

/**
 * The fMint writes the wallet sends (packages/contracts/README.md#fmint): FantomMint's `must…` calls and the reward
 * distribution's claim and push. fmint.test.ts checks each against the contracts' compiled ABI.
 */
export const fmintAbi = [
  { type: 'function', name: 'mustDeposit', stateMutability: 'nonpayable', inputs: tokenAmount, outputs: [] },
  { type: 'function', name: 'mustWithdraw', stateMutability: 'nonpayable', inputs: tokenAmount, outputs: [] },
  { type: 'function', name: 'mustMint', stateMutability: 'nonpayable', inputs: tokenAmount, outputs: [] },
  {
    type: 'function',
    name: 'mustMintMax',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'ratio', type: 'uint256' },
    ],
    outputs: [],
  },
  { type: 'function', name: 'mustRepay', stateMutability: 'nonpayable', inputs: tokenAmount, outputs: [] },
  {
    type: 'function',
    name: 'mustRepayMax',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'token', type: 'address' }],
    outputs: [],
  },
] as const;

export const fmintRewardAbi = [
  { type: 'function', name: 'mustRewardClaim', stateMutability: 'nonpayable', inputs: [], outputs: [] },
  { type: 'function', name: 'mustRewardPush', stateMutability: 'nonpayable', inputs: [], outputs: [] },
] as const;
