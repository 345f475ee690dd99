import {
  type Address,
  buildUniswapCall,
  buildWftmDeposit,
  buildWftmWithdraw,
  minimumAmount,
  planApproval,
  swapAllowanceMarginBps,
  uniswapDeadline,
} from '@fantom-wallet/core';
import type { ChainFacts, TransactionStep } from '../../transactions/index.ts';
import { requireFact } from '../../transactions/index.ts';
import type { FswapOrder } from './FswapOrder.ts';

/** What a step of fSwap does: allow the router to take the amount sold (with its margin), or swap. */
export type FswapStep =
  | { kind: 'allow'; sell: bigint; allowance: bigint }
  | {
      kind: 'swap';
      route: FswapOrder['route'];
      sell: bigint;
      /** What arrives: the amount itself when wrapping or unwrapping; at least the minimum received for a trade. */
      receive: bigint;
      /** An Allow step comes first in this run (the swap is its second step). */
      afterAllow: boolean;
    };

/**
 * The transactions of an order (docs/fswap.md#transactions): a wrap is `deposit()` with the amount as value, an
 * unwrap `withdraw(amount)`, both on WFTM and both one step with no facts to read; a trade approves the router
 * (5 %, 5.5 % selling FUSD, over the amount; left out when the allowance covers the amount), then swaps on
 * [from, to] with the minimum from the slippage tolerance and the deadline from chain time.
 */
export function planFswapCalls(
  order: FswapOrder,
  context: { account: Address; wftm: Address; router: Address; sellingFusd: boolean; slippageBps: bigint },
  facts: ChainFacts,
): TransactionStep<FswapStep>[] {
  const swap = (receive: bigint, afterAllow: boolean): FswapStep => ({
    kind: 'swap',
    route: order.route,
    sell: order.amountIn,
    receive,
    afterAllow,
  });
  if (order.route === 'wrap') {
    return [
      {
        kind: 'wrap',
        id: 'wrap',
        amount: order.amountIn,
        call: buildWftmDeposit(context.wftm, order.amountIn),
        description: swap(order.amountOut, false),
      },
    ];
  }
  if (order.route === 'unwrap') {
    return [
      {
        kind: 'call',
        id: 'unwrap',
        call: buildWftmWithdraw(context.wftm, order.amountIn),
        description: swap(order.amountOut, false),
      },
    ];
  }
  const minimumOut = minimumAmount(order.amountOut, context.slippageBps);
  const approval = planApproval({
    token: order.from,
    spender: context.router,
    amount: order.amountIn,
    allowance: requireFact(facts.allowance, 'allowance'),
    margin: swapAllowanceMarginBps(context.sellingFusd),
  });
  const call = buildUniswapCall(context.router, {
    kind: 'swapExactIn',
    amountIn: order.amountIn,
    amountOutMin: minimumOut,
    path: [order.from, order.to],
    recipient: context.account,
    deadline: uniswapDeadline(requireFact(facts.chainTime, 'chain time')),
  });
  return [
    {
      kind: 'approve',
      id: 'allow',
      skip: approval === null,
      token: order.from,
      spender: context.router,
      amount: approval?.amount ?? 0n,
      call: approval?.call ?? null,
      description: { kind: 'allow', sell: order.amountIn, allowance: approval?.amount ?? 0n },
    },
    { kind: 'call', id: 'trade', call, description: swap(minimumOut, approval !== null) },
  ];
}
