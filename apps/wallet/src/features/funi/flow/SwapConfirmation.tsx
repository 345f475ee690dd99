import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import {
  FlowConfirmation,
  type PresentStep,
  StepNotice,
  senderRow,
  stepIntro,
  stepLabels,
} from '../../transactions/index.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { funiKeys } from '../data/funiQueries.ts';
import { findToken, tokensOfPairs } from '../data/toFuniPairs.ts';
import { showAmount } from '../ui/funiFormat.ts';
import { readSwapOrder, type SwapOrder } from './FuniOrder.ts';
import { type FuniSwapStep, planFuniSwap } from './planFuniSwap.ts';
import { useFuniSlippage } from './useFuniSlippage.ts';

/**
 * /funi/{address}/swap/confirmation (docs/funi.md#router-calls): Allow the From token to the router (skipped when
 * covered), then the router swap.
 */
export function SwapConfirmation({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const { slippageBps } = useFuniSlippage();
  const router = network.contracts.uniswapRouter;
  const tokens = tokensOfPairs(pairs);
  const base = `/funi/${account.address}/swap`;
  const form = (order: SwapOrder | null) => (order ? `${base}/${order.from}/${order.to}` : base);
  if (!router) return <StepNotice onClose={() => navigate(base)}>{t('funi.confirm.noRouter')}</StepNotice>;
  const present =
    (order: SwapOrder): PresentStep<FuniSwapStep> =>
    ({ description: step }) => {
      const [from, to] = [findToken(tokens, order.from), findToken(tokens, order.to)];
      const show = (amount: bigint, token: typeof from) => (token ? showAmount(amount, token) : '');
      const common = {
        title: t('funi.confirm.swapTitle'),
        passwordLabel: t('funi.confirm.password'),
      };
      const sender = senderRow(t('funi.confirm.sendFrom'), account);
      if (step.kind === 'allow')
        return {
          ...common,
          label: stepLabels(t).allow,
          rows: [
            sender,
            { label: t('funi.confirm.sendTo'), value: order.from },
            { label: t('funi.confirm.allowance'), value: show(step.amount, from) },
          ],
          submitLabel: t('funi.confirm.allow'),
          successTitle: t('funi.confirm.allowed'),
          intro: stepIntro(
            t('funi.confirm.allowing', { amount: show(step.amount, from) }),
            'funi-confirm-text',
          ),
        };
      const limit =
        step.limit.kind === 'minimumReceived'
          ? (['minimumReceived', to] as const)
          : (['maximumSold', from] as const);
      return {
        ...common,
        label: stepLabels(t).confirm,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: router },
          { label: t('funi.confirm.sell'), value: show(step.sell, from) },
          { label: t('funi.confirm.buy'), value: show(step.buy, to) },
          { label: t(`funi.swap.${limit[0]}`), value: show(step.limit.amount, limit[1]) },
        ],
        submitLabel: t('funi.confirm.swap'),
        successTitle: t('funi.confirm.swapped'),
        intro: stepIntro(
          t('funi.confirm.swapping', { amount: show(step.sell, from), result: show(step.buy, to) }),
          'funi-confirm-text',
        ),
      };
    };
  return (
    <FlowConfirmation
      account={account}
      flow={{
        readOrder: (state) => {
          const order = readSwapOrder(state);
          return order && findToken(tokens, order.from) && findToken(tokens, order.to) ? order : null;
        },
        key: (order) => ({ id: 'funi-swap', subject: `${order.from}:${order.to}`.toLowerCase() }),
        needs: (order) => ({ allowance: { token: order.from, spender: router }, chainTime: true }),
        plan: (order, facts) => planFuniSwap(order, { router, owner: account.address, slippageBps }, facts),
        present,
        form,
        empty: { title: t('funi.confirm.emptySwap'), text: t('funi.confirm.emptyRedirect') },
        loadFailed: t('funi.confirm.loadFailed'),
        refresh: funiKeys.all(network.id),
        finished: (order, hash) => {
          const [from, to] = [findToken(tokens, order.from), findToken(tokens, order.to)];
          navigate(`${base}/success`, {
            replace: true,
            state: {
              done: {
                hash,
                text: t('funi.success.swapText', {
                  amount: from ? showAmount(order.amountIn, from) : '',
                  result: to ? showAmount(order.amountOut, to) : '',
                }),
                again: form(order),
              },
            },
          });
        },
        rejected: () => navigate(`${base}/reject`, { replace: true }),
        close: (order) => navigate(form(order)),
      }}
    />
  );
}
