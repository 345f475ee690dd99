import { encodeFunctionData, erc721Abi } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

/**
 * ERC-721/1155 `setApprovalForAll(operator, approved)` (one selector in both standards): `false` withdraws an
 * approval of all items (docs/approvals.md).
 */
export function buildSetApprovalForAll(
  token: Address,
  operator: Address,
  approved: boolean,
): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({
      abi: erc721Abi,
      functionName: 'setApprovalForAll',
      args: [operator, approved],
    }),
  };
}
