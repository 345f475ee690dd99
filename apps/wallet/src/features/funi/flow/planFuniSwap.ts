import {
  type Address,
  buildUniswapCall,
  maximumAmount,
  minimumAmount,
  planApproval,
  uniswapDeadline,
} from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import { requireFact } from '../../transactions/index.ts';
import type { SwapOrder } from './FuniOrder.ts';

/** What a step of an fUNI swap does: allow the amount sold, or swap it with its slippage limit. */
export type FuniSwapStep =
  | { kind: 'allow'; amount: bigint }
  | {
      kind: 'swap';
      sell: bigint;
      buy: bigint;
      limit: { kind: 'minimumReceived' | 'maximumSold'; amount: bigint };
    };

/**
 * An fUNI swap (docs/funi.md#router-calls): Allow the From token to the router — the amount sold, or the most an
 * exact-output trade may sell — left out when the allowance covers it, then the router swap with its slippage
 * limit and a deadline 1200 s after the chain's time.
 */
export function planFuniSwap(
  order: SwapOrder,
  context: { router: Address; owner: Address; slippageBps: bigint },
  facts: ChainFacts,
): TransactionStep<FuniSwapStep>[] {
  const { router, owner, slippageBps } = context;
  const exactIn = order.exact === 'in';
  const sold = exactIn ? order.amountIn : maximumAmount(order.amountIn, slippageBps);
  const received = exactIn ? minimumAmount(order.amountOut, slippageBps) : order.amountOut;
  const approval = planApproval({
    token: order.from,
    spender: router,
    amount: sold,
    allowance: requireFact(facts.allowance, 'allowance'),
  });
  const deadline = uniswapDeadline(requireFact(facts.chainTime, 'chain time'));
  const path = [order.from, order.to];
  const call = buildUniswapCall(
    router,
    exactIn
      ? {
          kind: 'swapExactIn',
          amountIn: order.amountIn,
          amountOutMin: received,
          path,
          recipient: owner,
          deadline,
        }
      : {
          kind: 'swapExactOut',
          amountOut: order.amountOut,
          amountInMax: sold,
          path,
          recipient: owner,
          deadline,
        },
  );
  return [
    {
      kind: 'approve',
      id: 'allow',
      skip: approval === null,
      token: order.from,
      spender: router,
      amount: approval?.amount ?? sold,
      call: approval?.call ?? null,
      description: { kind: 'allow', amount: sold },
    },
    {
      kind: 'call',
      id: 'swap',
      call,
      description: {
        kind: 'swap',
        sell: order.amountIn,
        buy: order.amountOut,
        limit: exactIn
          ? { kind: 'minimumReceived', amount: received }
          : { kind: 'maximumSold', amount: sold },
      },
    },
  ];
}
