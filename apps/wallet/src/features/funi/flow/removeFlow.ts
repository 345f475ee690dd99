import { addressKey, sameAddress } from '@fantom-wallet/core';
import type { FuniPair } from '../data/FuniPair.ts';
import { showAmount } from '../ui/funiFormat.ts';
import type { FuniFlow } from './FuniFlow.ts';
import { type RemoveOrder, readRemoveOrder } from './FuniOrder.ts';
import { type FuniRemoveStep, planFuniRemove, removal } from './planFuniRemove.ts';

/** A remove with its pair as the flow found it: the share, reserves and supply the user confirmed. */
type Removal = RemoveOrder & { found: FuniPair };

/**
 * Removing liquidity (docs/funi.md#remove-liquidity): Allow the LP tokens to the router (on the pair; skipped
 * when covered), then `removeLiquidity`. Cancel reloads the pairs, and the form opens at 0 % again.
 */
export const removeFlow: FuniFlow<Removal, FuniRemoveStep> = {
  name: 'remove',
  readOrder: (state, pairs) => {
    const order = readRemoveOrder(state);
    const pair = pairs.find((p) => sameAddress(p.address, order?.pair));
    return order && pair && pair.share > 0n
      ? { order: { ...order, found: pair }, tokens: pair.tokens }
      : null;
  },
  key: (order) => ({ id: 'funi-remove-liquidity', subject: addressKey(order.pair) }),
  needs: (order, router) => ({ allowance: { token: order.pair, spender: router }, chainTime: true }),
  plan: ({ order }, context, facts) =>
    planFuniRemove({ pair: order.found, percent: order.percent }, context, facts),
  present: ({ order, tokens: [a, b] }, step, { t, allow, call }) => {
    if (step.kind === 'allow')
      return allow(
        order.pair,
        { label: t('funi.confirm.lpTokens'), value: `${step.percent} %` },
        t('funi.confirm.allowingShare', { percent: step.percent, pair: `${a.symbol}/${b.symbol}` }),
      );
    const both = (amounts: readonly [bigint, bigint]) =>
      `${showAmount(amounts[0], a)}, ${showAmount(amounts[1], b)}`;
    return call(
      [
        { label: t('funi.confirm.receive'), value: both(step.amounts) },
        { label: t('funi.confirm.minimums'), value: both(step.minimums) },
      ],
      { submit: t('funi.confirm.remove'), success: t('funi.confirm.removed') },
      t('funi.confirm.removing', { amounts: both(step.amounts) }),
    );
  },
  form: (base, found) =>
    found ? `${base}/pools/remove/${found.tokens[0].address}/${found.tokens[1].address}` : `${base}/pools`,
  done: ({ order, tokens: [a, b] }, t, base) => {
    const { amounts } = removal(order.found, order.percent);
    return {
      text: t('funi.success.removeText', { a: showAmount(amounts[0], a), b: showAmount(amounts[1], b) }),
      again: `${base}/pools`,
    };
  },
  cancel: true,
};
