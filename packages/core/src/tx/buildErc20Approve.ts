import { encodeFunctionData, erc20Abi } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

/**
 * ERC-20 `approve(spender, amount)`: every Allow step. An exact approval, not `increaseAllowance`, so allowances
 * never pile up (and OpenZeppelin 5 tokens, which dropped `increaseAllowance`, work too).
 */
export function buildErc20Approve(token: Address, spender: Address, amount: bigint): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  };
}
