import { findToken, tokensOfPairs } from '../data/toFuniPairs.ts';
import { showAmount } from '../ui/funiFormat.ts';
import type { FuniFlow } from './FuniFlow.ts';
import { readSwapOrder, type SwapOrder } from './FuniOrder.ts';
import { type FuniSwapStep, planFuniSwap } from './planFuniSwap.ts';

const formOf = (base: string, order: SwapOrder) => `${base}/swap/${order.from}/${order.to}`;

/**
 * A swap (docs/funi.md#router-calls): Allow the From token to the router (skipped when covered), then the router
 * swap with its slippage limit.
 */
export const swapFlow: FuniFlow<SwapOrder, FuniSwapStep> = {
  name: 'swap',
  readOrder: (state, pairs) => {
    const order = readSwapOrder(state);
    const tokens = tokensOfPairs(pairs);
    const [from, to] = [findToken(tokens, order?.from), findToken(tokens, order?.to)];
    return order && from && to ? { order, tokens: [from, to] } : null;
  },
  key: (order) => ({ id: 'funi-swap', subject: `${order.from}:${order.to}`.toLowerCase() }),
  needs: (order, router) => ({ allowance: { token: order.from, spender: router }, chainTime: true }),
  plan: ({ order }, context, facts) => planFuniSwap(order, context, facts),
  present: ({ order, tokens: [from, to] }, step, { t, allow, call }) => {
    if (step.kind === 'allow') {
      const amount = showAmount(step.amount, from);
      return allow(
        order.from,
        { label: t('funi.confirm.allowance'), value: amount },
        t('funi.confirm.allowing', { amount }),
      );
    }
    const [sell, buy] = [showAmount(step.sell, from), showAmount(step.buy, to)];
    const minimum = step.limit.kind === 'minimumReceived';
    return call(
      [
        { label: t('funi.confirm.sell'), value: sell },
        { label: t('funi.confirm.buy'), value: buy },
        {
          label: t(minimum ? 'funi.swap.minimumReceived' : 'funi.swap.maximumSold'),
          value: showAmount(step.limit.amount, minimum ? to : from),
        },
      ],
      { submit: t('funi.confirm.swap'), success: t('funi.confirm.swapped') },
      t('funi.confirm.swapping', { amount: sell, result: buy }),
    );
  },
  form: (base, found) => (found ? formOf(base, found.order) : `${base}/swap`),
  done: ({ order, tokens: [from, to] }, t, base) => ({
    text: t('funi.success.swapText', {
      amount: showAmount(order.amountIn, from),
      result: showAmount(order.amountOut, to),
    }),
    again: formOf(base, order),
  }),
};
