import { type Address, FSWAP_MESSAGES, minimumAmount, sameAddress } from '@fantom-wallet/core';
import type { TFunction } from 'i18next';
import { fswapKeys } from '../../../shared/queryKeys.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import {
  type ConfirmFlow,
  type StepView,
  senderRow,
  stepIntro,
  stepLabels,
} from '../../transactions/index.ts';
import type { FswapToken } from '../data/FswapToken.ts';
import { type FswapOrder, readFswapOrder, toOrderState } from './FswapOrder.ts';
import { type FswapStep, planFswapCalls } from './planFswapCalls.ts';

/** An order with its two tokens, found among fSwap's when it arrived. */
type Found = FswapOrder & { tokens: readonly [FswapToken, FswapToken] };
const INTRO = {
  wrap: 'fswap.confirm.wrapping',
  unwrap: 'fswap.confirm.unwrapping',
  trade: 'fswap.confirm.trading',
};

/** What the confirmation hands fSwap's descriptor: the words, the wallet, its tokens, the contracts, the way on. */
export interface FswapFlowContext {
  t: TFunction;
  show: (value: bigint, token: FswapToken) => string;
  account: Account;
  tokens: readonly FswapToken[];
  contracts: { wftm: Address; router: Address };
  network: string;
  slippageBps: bigint;
  go: (path: string, options?: { replace?: boolean; state?: unknown }) => void;
}

/**
 * fSwap's confirmation (docs/fswap.md#transactions) as a descriptor of the one confirmation route: the order from
 * the form with its tokens, its plan, how each step is shown ('Confirmation (n/N)'), and the way on. Back, Close,
 * a failed step's Close and Continue after a rejection return to the form with the order, so nothing typed is lost.
 */
export function fswapFlow(ctx: FswapFlowContext): ConfirmFlow<Found, FswapStep> {
  const { t, show, account, contracts, go } = ctx;
  const base = `/fswap/${account.address}`;
  const form = (order: FswapOrder | null) =>
    order ? `${base}?fromToken=${order.from}&toToken=${order.to}` : base;
  const find = (address: string | undefined) =>
    ctx.tokens.find((token) => sameAddress(token.address, address));
  const present = ({ tokens: [from, to] }: Found, step: FswapStep): StepView => {
    const steps = step.kind === 'allow' || step.afterAllow ? 2 : 1;
    const rows = (target: Address, last: { label: string; value: string }[]) => [
      senderRow(t('fswap.confirm.sendFrom'), account),
      { label: t('fswap.confirm.sendTo'), value: target },
      { label: t('fswap.confirm.amount'), value: show(step.sell, from) },
      ...last,
    ];
    const common = {
      title: t('fswap.confirm.title', { step: step.kind === 'allow' ? 1 : steps, steps }),
      passwordLabel: t('fswap.confirm.password'),
    };
    if (step.kind === 'allow')
      return {
        ...common,
        label: stepLabels(t).allow,
        rows: rows(from.address, []),
        submitLabel: t('fswap.confirm.allowSubmit'),
        successTitle: t('fswap.confirm.successAllow'),
        intro: stepIntro(
          t('fswap.confirm.allowing', { amount: show(step.allowance, from) }),
          'fswap-confirm-text',
        ),
      };
    const trade = step.route === 'trade';
    const [sell, receive] = [show(step.sell, from), show(step.receive, to)];
    return {
      ...common,
      label: stepLabels(t).confirm,
      rows: rows(trade ? contracts.router : contracts.wftm, [
        { label: t(trade ? 'fswap.confirm.minimumReceived' : 'fswap.confirm.receive'), value: receive },
      ]),
      submitLabel: t('fswap.confirm.submit'),
      successTitle: t('fswap.confirm.success'),
      intro: stepIntro(t(INTRO[step.route], { amount: sell, result: receive }), 'fswap-confirm-text'),
    };
  };
  return {
    readOrder: (state) => {
      const order = readFswapOrder(state);
      const [from, to] = [find(order?.from), find(order?.to)];
      return order && from && to ? { ...order, tokens: [from, to] } : null;
    },
    key: (order) => ({ id: `fswap-${order.route}`, subject: `${order.from}:${order.to}`.toLowerCase() }),
    needs: (order) =>
      order.route === 'trade'
        ? { allowance: { token: order.from, spender: contracts.router }, chainTime: true }
        : {},
    plan: (order, facts) =>
      planFswapCalls(
        order,
        {
          account: account.address,
          ...contracts,
          sellingFusd: order.tokens[0].kind === 'fusd',
          slippageBps: ctx.slippageBps,
        },
        facts,
      ),
    present: (order) => (step) => present(order, step.description),
    form,
    empty: { title: FSWAP_MESSAGES.emptyConfirmation, text: t('fswap.confirm.emptyRedirect') },
    loadFailed: t('fswap.confirm.loadFailed'),
    refresh: fswapKeys.all(ctx.network),
    finished: (order, hash) => {
      const trade = order.route === 'trade';
      const result = trade ? minimumAmount(order.amountOut, ctx.slippageBps) : order.amountOut;
      const text = t(trade ? 'fswap.success.tradeText' : 'fswap.success.text', {
        amount: show(order.amountIn, order.tokens[0]),
        result: show(result, order.tokens[1]),
      });
      go(`${base}/success`, { replace: true, state: { done: { hash, text, again: form(order) } } });
    },
    rejected: (order) =>
      go(`${base}/reject`, { replace: true, state: { ...toOrderState(order), form: form(order) } }),
    close: (order) => go(form(order), { state: toOrderState(order) }),
  };
}
