/**
 * Name registry (Rave Names v1) look-ups the wallet calls
 * (packages/contracts/README.md#what-the-wallet-calls).
 */
export const nameRegistryAbi = [
  {
    type: 'function',
    name: 'isOwnedByMapping',
    stateMutability: 'view',
    inputs: [{ name: '_name', type: 'string' }],
    outputs: [{ name: '', type: 'bool' }],
  },
  {
    type: 'function',
    name: 'getOwnerOfName',
    stateMutability: 'view',
    inputs: [{ name: '_name', type: 'string' }],
    outputs: [{ name: '', type: 'address' }],
  },
] as const;
