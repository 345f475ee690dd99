/**
 * The governance contract's two writes the wallet sends (packages/contracts/README.md#governance); pinned to the
 * compiled contract's ABI by governance.test.ts.
 */
export const governanceAbi = [
  {
    type: 'function',
    name: 'vote',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'delegatedTo', type: 'address' },
      { name: 'proposalID', type: 'uint256' },
      { name: 'choices', type: 'uint256[]' },
    ],
    outputs: [],
  },
  {
    type: 'function',
    name: 'cancelVote',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'delegatedTo', type: 'address' },
      { name: 'proposalID', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;
