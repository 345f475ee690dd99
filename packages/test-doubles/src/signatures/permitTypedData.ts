import type { Address } from 'viem';

/** EIP-2612's Permit with its domain's types spelled out, as OpenZeppelin's ERC20Permit and most dApps send it. */
export const PERMIT_TYPES = {
  EIP712Domain: [
    { name: 'name', type: 'string' },
    { name: 'version', type: 'string' },
    { name: 'chainId', type: 'uint256' },
    { name: 'verifyingContract', type: 'address' },
  ],
  Permit: [
    { name: 'owner', type: 'address' },
    { name: 'spender', type: 'address' },
    { name: 'value', type: 'uint256' },
    { name: 'nonce', type: 'uint256' },
    { name: 'deadline', type: 'uint256' },
  ],
} as const;

export interface PermitFields {
  owner: Address;
  spender: Address;
  value: bigint;
  nonce: bigint;
  deadline: bigint;
  chainId: number;
  verifyingContract: Address;
  /** The token's EIP-712 name (the devnet's ERC20Permit: 'Permit Token'). */
  name?: string;
}

/** An EIP-2612 permit as typed data (viem's shape: integers as bigint), for tests that sign or show one. */
export function permitTypedData({
  owner,
  spender,
  value,
  nonce,
  deadline,
  chainId,
  verifyingContract,
  name,
}: PermitFields) {
  return {
    types: PERMIT_TYPES,
    primaryType: 'Permit',
    domain: { name: name ?? 'Permit Token', version: '1', chainId: BigInt(chainId), verifyingContract },
    message: { owner, spender, value, nonce, deadline },
  } as const;
}

/** Typed data as a site sends it to eth_signTypedData_v4: JSON, its integers as decimal strings. */
export function typedDataJson(typedData: unknown): string {
  return JSON.stringify(typedData, (_, value) => (typeof value === 'bigint' ? value.toString() : value));
}
