import {
  type Address,
  type ApprovalPlan,
  buildUniswapCall,
  buildWftmDeposit,
  buildWftmWithdraw,
  minimumAmount,
  planApproval,
  swapAllowanceMarginBps,
  type TransactionCall,
  uniswapDeadline,
} from '@fantom-wallet/core';
import type { FswapOrder } from './FswapOrder.ts';

export interface FswapPlan {
  /** The Allow step of a trade, or null when the router's allowance already covers the amount sold. */
  approval: ApprovalPlan | null;
  /** The swap itself; null while what it needs (the trade's chain time) is unknown. */
  call: TransactionCall | null;
  /** What the trade must at least give (the quote less the slippage tolerance); the amount itself otherwise. */
  minimumOut: bigint;
}

/**
 * The transactions of an order (docs/fswap.md#transactions): a wrap is `deposit()` with the amount as value, an
 * unwrap `withdraw(amount)`, both on WFTM and both one step; a trade approves the router (5 %, 5.5 % selling
 * FUSD, over the amount; skipped when the allowance covers it), then swaps on [from, to] with the minimum from
 * the slippage tolerance and the deadline from chain time.
 */
export function planFswapCalls(
  order: FswapOrder,
  context: {
    account: Address;
    wftm: Address;
    router: Address;
    sellingFusd: boolean;
    allowance: bigint;
    chainTime: bigint | undefined;
    slippageBps: bigint;
  },
): FswapPlan {
  if (order.route === 'wrap') {
    return {
      approval: null,
      call: buildWftmDeposit(context.wftm, order.amountIn),
      minimumOut: order.amountIn,
    };
  }
  if (order.route === 'unwrap') {
    return {
      approval: null,
      call: buildWftmWithdraw(context.wftm, order.amountIn),
      minimumOut: order.amountIn,
    };
  }
  const minimumOut = minimumAmount(order.amountOut, context.slippageBps);
  const approval = planApproval({
    token: order.from,
    spender: context.router,
    amount: order.amountIn,
    allowance: context.allowance,
    margin: swapAllowanceMarginBps(context.sellingFusd),
  });
  const call =
    context.chainTime === undefined
      ? null
      : buildUniswapCall(context.router, {
          kind: 'swapExactIn',
          amountIn: order.amountIn,
          amountOutMin: minimumOut,
          path: [order.from, order.to],
          recipient: context.account,
          deadline: uniswapDeadline(context.chainTime),
        });
  return { approval, call, minimumOut };
}
