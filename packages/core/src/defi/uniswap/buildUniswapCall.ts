import { encodeFunctionData } from 'viem';
import type { TransactionCall } from '../../tx/TransactionCall.ts';
import type { Address } from '../../types/Address.ts';
import { uniswapRouterCallsAbi } from './uniswapRouterCalls.ts';

/** A router call of fUNI (docs/funi.md#router-calls). Amounts in the tokens' smallest units, deadline in seconds. */
export type UniswapCall =
  | {
      kind: 'swapExactIn';
      amountIn: bigint;
      amountOutMin: bigint;
      path: readonly Address[];
      recipient: Address;
      deadline: bigint;
    }
  | {
      kind: 'swapExactOut';
      amountOut: bigint;
      amountInMax: bigint;
      path: readonly Address[];
      recipient: Address;
      deadline: bigint;
    }
  | {
      kind: 'addLiquidity';
      tokens: readonly [Address, Address];
      amounts: readonly [bigint, bigint];
      minimums: readonly [bigint, bigint];
      recipient: Address;
      deadline: bigint;
    }
  | {
      kind: 'removeLiquidity';
      tokens: readonly [Address, Address];
      liquidity: bigint;
      minimums: readonly [bigint, bigint];
      recipient: Address;
      deadline: bigint;
    };

function encode(call: UniswapCall) {
  switch (call.kind) {
    case 'swapExactIn':
      return encodeFunctionData({
        abi: uniswapRouterCallsAbi,
        functionName: 'swapExactTokensForTokens',
        args: [call.amountIn, call.amountOutMin, [...call.path], call.recipient, call.deadline],
      });
    case 'swapExactOut':
      return encodeFunctionData({
        abi: uniswapRouterCallsAbi,
        functionName: 'swapTokensForExactTokens',
        args: [call.amountOut, call.amountInMax, [...call.path], call.recipient, call.deadline],
      });
    case 'addLiquidity':
      return encodeFunctionData({
        abi: uniswapRouterCallsAbi,
        functionName: 'addLiquidity',
        args: [
          call.tokens[0],
          call.tokens[1],
          call.amounts[0],
          call.amounts[1],
          call.minimums[0],
          call.minimums[1],
          call.recipient,
          call.deadline,
        ],
      });
    case 'removeLiquidity':
      return encodeFunctionData({
        abi: uniswapRouterCallsAbi,
        functionName: 'removeLiquidity',
        args: [
          call.tokens[0],
          call.tokens[1],
          call.liquidity,
          call.minimums[0],
          call.minimums[1],
          call.recipient,
          call.deadline,
        ],
      });
  }
}

/** The transaction of a router call: to the router, no value. */
export function buildUniswapCall(router: Address, call: UniswapCall): TransactionCall {
  return { to: router, value: 0n, data: encode(call) };
}
