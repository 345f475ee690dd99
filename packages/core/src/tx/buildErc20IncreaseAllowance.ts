import { encodeFunctionData } from 'viem';
import type { Address } from '../types/Address.ts';
import { erc20Abi } from './abi/erc20Abi.ts';
import type { TransactionCall } from './TransactionCall.ts';

/** ERC-20 `increaseAllowance(spender, addedValue)`: every "Allow" step of the wallet (contracts.md §1). */
export function buildErc20IncreaseAllowance(
  token: Address,
  spender: Address,
  addedValue: bigint,
): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'increaseAllowance',
      args: [spender, addedValue],
    }),
  };
}
