import { encodeFunctionData, erc20Abi } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

/** ERC-20 `transfer(recipient, amount)` sent to the token contract. */
export function buildErc20Transfer(token: Address, recipient: Address, amount: bigint): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
  };
}
