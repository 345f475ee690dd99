import { encodeFunctionData, parseAbi } from 'viem';
import type { Address } from '../types/Address.ts';
import type { TransactionCall } from './TransactionCall.ts';

const increaseAllowanceAbi = parseAbi([
  'function increaseAllowance(address spender, uint256 addedValue) returns (bool)',
]);

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
      abi: increaseAllowanceAbi,
      functionName: 'increaseAllowance',
      args: [spender, added],
    }),
  };
}
