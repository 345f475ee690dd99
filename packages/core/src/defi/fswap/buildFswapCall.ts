import { encodeFunctionData } from 'viem';
import type { TransactionCall } from '../../tx/TransactionCall.ts';
import type { Address } from '../../types/Address.ts';
import { wftmAbi } from './fswapAbi.ts';

// A trade is fUNI's `buildUniswapCall(router, { kind: 'swapExactIn', … })`: the same router call.

/** Wrap: `deposit()` on WFTM carrying `amount` FTM as value. */
export function buildWftmDeposit(wftm: Address, amount: bigint): TransactionCall {
  return { to: wftm, value: amount, data: encodeFunctionData({ abi: wftmAbi, functionName: 'deposit' }) };
}

/** Unwrap: `withdraw(amount)` on WFTM (burns the caller's own WFTM, so it needs no allowance). */
export function buildWftmWithdraw(wftm: Address, amount: bigint): TransactionCall {
  return {
    to: wftm,
    value: 0n,
    data: encodeFunctionData({ abi: wftmAbi, functionName: 'withdraw', args: [amount] }),
  };
}
