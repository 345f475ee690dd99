import { encodeFunctionData } from 'viem';
import type { TransactionCall } from '../../tx/TransactionCall.ts';
import type { Address } from '../../types/Address.ts';
import { swapRouterAbi, wftmAbi } from './fswapAbi.ts';

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

export interface SwapExactInput {
  amountIn: bigint;
  amountOutMin: bigint;
  /** [from, to]: fSwap trades on the direct pair only. */
  path: readonly Address[];
  recipient: Address;
  /** Seconds since the epoch, from chain time. */
  deadline: bigint;
}

/** A trade: `swapExactTokensForTokens` on the Uniswap V2 router. */
export function buildSwapExactTokensForTokens(router: Address, input: SwapExactInput): TransactionCall {
  return {
    to: router,
    value: 0n,
    data: encodeFunctionData({
      abi: swapRouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [input.amountIn, input.amountOutMin, [...input.path], input.recipient, input.deadline],
    }),
  };
}
