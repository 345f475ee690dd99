import { findToken, tokensOfPairs } from '../data/toFuniPairs.ts';
import { showAmount } from '../ui/funiFormat.ts';
import type { FuniFlow } from './FuniFlow.ts';
import { type AddOrder, readAddOrder } from './FuniOrder.ts';
import { type FuniAddStep, planFuniAdd } from './planFuniAdd.ts';

/**
 * Adding liquidity (docs/funi.md#add-liquidity): Allow token A, Allow token B (each skipped when covered), then
 * `addLiquidity`.
 */
export const addFlow: FuniFlow<AddOrder, FuniAddStep> = {
  name: 'add',
  readOrder: (state, pairs) => {
    const order = readAddOrder(state);
    const tokens = tokensOfPairs(pairs);
    const [a, b] = [findToken(tokens, order?.tokens[0]), findToken(tokens, order?.tokens[1])];
    return order && a && b ? { order, tokens: [a, b] } : null;
  },
  key: (order) => ({
    id: 'funi-add-liquidity',
    subject: `${order.tokens[0]}:${order.tokens[1]}`.toLowerCase(),
  }),
  needs: (order, router) => ({
    allowances: order.tokens.map((token) => ({ token, spender: router })),
    chainTime: true,
  }),
  plan: ({ order }, context, facts) => planFuniAdd(order, context, facts),
  present: ({ order, tokens }, step, { t, allow, call }) => {
    if (step.kind === 'allow') {
      const amount = showAmount(step.amount, tokens[step.token]);
      return allow(
        order.tokens[step.token],
        { label: t('funi.confirm.allowance'), value: amount },
        t('funi.confirm.allowing', { amount }),
      );
    }
    const both = (amounts: readonly [bigint, bigint]) =>
      [showAmount(amounts[0], tokens[0]), showAmount(amounts[1], tokens[1])] as const;
    const [a, b] = both(step.amounts);
    return call(
      [
        { label: t('funi.confirm.deposit'), value: `${a}, ${b}` },
        { label: t('funi.confirm.minimums'), value: both(step.minimums).join(', ') },
      ],
      { submit: t('funi.confirm.supply'), success: t('funi.confirm.added') },
      t('funi.confirm.adding', { a, b }),
    );
  },
  form: (base, found) =>
    found ? `${base}/pools/add/${found.order.tokens[0]}/${found.order.tokens[1]}` : `${base}/pools/add`,
  done: ({ order, tokens }, t, base) => ({
    text: t('funi.success.addText', {
      a: showAmount(order.amounts[0], tokens[0]),
      b: showAmount(order.amounts[1], tokens[1]),
    }),
    again: `${base}/pools`,
  }),
};
