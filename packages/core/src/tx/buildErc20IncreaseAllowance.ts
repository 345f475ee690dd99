import { encodeFunctionData } from 'viem';
import type { Address } from '../types/Address.ts';
import { erc20AllowanceChangeAbi } from './abi/erc20AllowanceChangeAbi.ts';
import type { TransactionCall } from './TransactionCall.ts';

/**
 * ERC-20 `increaseAllowance(spender, added)` (selector 0x39509351): the Allow step of every token flow, as Fantom's
 * tokens (WFTM, FUSD, sFTM and the synths) and the original wallet do (docs/transactions.md#multi-step-flows).
 */
export function buildErc20IncreaseAllowance(
  token: Address,
  spender: Address,
  added: bigint,
): TransactionCall {
  return {
    to: token,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20AllowanceChangeAbi,
      functionName: 'increaseAllowance',
      args: [spender, added],
    }),
  };
}
