import { encodeFunctionData, erc20Abi } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

/** ERC-20 `approve(spender, amount)`: the Allow step for tokens without `increaseAllowance` (Uniswap V2 LP tokens). */
export function buildErc20Approve(token: Address, spender: Address, amount: bigint): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender, amount] }),
  };
}
