import { type Address, FSWAP_MESSAGES, formatAmount } from '@fantom-wallet/core';
import { Alert, Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { StepNotice, type TransactionStep, TransactionStepper } from '../../transactions/index.ts';
import type { FswapToken } from '../data/FswapToken.ts';
import { fswapKeys, fswapQueries } from '../data/fswapQueries.ts';
import { type FswapOrder, readFswapOrder, toOrderState } from './FswapOrder.ts';
import { planFswapCalls } from './planFswapCalls.ts';
import { useFswapSlippage } from './useFswapSlippage.ts';

/** The hash of the newest transaction this wallet sent for a flow's step. */
function lastHash(address: string, flow: string, step: string): string | undefined {
  const records = useSentTransactionsStore
    .getState()
    .transactionsOf(address)
    .filter((record) => record.flow === flow && record.step === step);
  return records.reduce<(typeof records)[number] | undefined>(
    (newest, record) => (newest === undefined || record.submittedAt >= newest.submittedAt ? record : newest),
    undefined,
  )?.hash;
}

/** How long the empty confirmation stays before it goes back to the form (docs/fswap.md#routes). */
export const EMPTY_REDIRECT_MS = 3_000;

/**
 * /fswap/{address}/confirmation (docs/fswap.md#transactions): the order from the form, run on the step engine.
 * Without an order: 'Trade tokens first, please.' and back to the form after 3 s.
 */
export function FswapConfirmation({ account, tokens }: { account: Account; tokens: readonly FswapToken[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const form = `/fswap/${account.address}`;
  // Read once: the order is what the user confirmed in the form, whatever the page's state does later.
  const [order] = useState(() => readFswapOrder(location.state));
  const from = order
    ? tokens.find((token) => token.address.toLowerCase() === order.from.toLowerCase())
    : undefined;
  const to = order
    ? tokens.find((token) => token.address.toLowerCase() === order.to.toLowerCase())
    : undefined;
  const valid = order !== null && from !== undefined && to !== undefined;

  useEffect(() => {
    if (valid) return;
    const timer = setTimeout(() => navigate(form, { replace: true }), EMPTY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [valid, navigate, form]);

  if (!valid) {
    return (
      <Alert color="yellow" role="alert" title={FSWAP_MESSAGES.emptyConfirmation} data-testid="fswap-empty">
        {t('fswap.confirm.emptyRedirect')}
      </Alert>
    );
  }
  return <OrderSteps account={account} order={order} from={from} to={to} />;
}

function OrderSteps({
  account,
  order,
  from,
  to,
}: {
  account: Account;
  order: FswapOrder;
  from: FswapToken;
  to: FswapToken;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const client = useQueryClient();
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const { slippageBps } = useFswapSlippage();
  const form = `/fswap/${account.address}?fromToken=${from.address}&toToken=${to.address}`;
  const wftm = network.contracts.wftm;
  const router = network.contracts.uniswapRouter;
  const owner = account.address as Address;
  const trade = order.route === 'trade';

  const allowance = useQuery({
    ...fswapQueries.allowance(network, order.from, owner, router ?? owner),
    enabled: trade && router !== undefined,
  });
  const chainTime = useQuery({ ...fswapQueries.chainTime(network), enabled: trade });
  // Fixed when the flow starts, so a later poll never rebuilds a step being signed.
  const [fixed, setFixed] = useState<{ allowance: bigint } | null>(trade ? null : { allowance: 0n });
  if (fixed === null && allowance.data !== undefined) setFixed({ allowance: allowance.data });
  const [deadlineTime, setDeadlineTime] = useState<bigint | undefined>(undefined);
  if (deadlineTime === undefined && chainTime.data !== undefined) setDeadlineTime(chainTime.data);

  const plan = useMemo(
    () =>
      wftm && router && fixed
        ? planFswapCalls(order, {
            account: owner,
            wftm,
            router,
            sellingFusd: from.kind === 'fusd',
            allowance: fixed.allowance,
            chainTime: deadlineTime,
            slippageBps,
          })
        : null,
    [wftm, router, fixed, order, owner, from.kind, deadlineTime, slippageBps],
  );

  const shown = useCallback(
    (value: bigint, token: FswapToken) =>
      formatAmount(value, { decimals: token.decimals, fractionDigits, symbol: token.symbol }),
    [fractionDigits],
  );

  const steps = useMemo((): (TransactionStep & { skip?: boolean })[] => {
    if (!plan || !wftm || !router) return [];
    const count = plan.approval ? 2 : 1;
    const title = (step: number) => t('fswap.confirm.title', { step, steps: count });
    const target = order.route === 'trade' ? router : wftm;
    const rows = [
      {
        label: t('fswap.confirm.sendFrom'),
        value: account.name ? `${account.name} (${account.address})` : account.address,
      },
      { label: t('fswap.confirm.sendTo'), value: target },
      { label: t('fswap.confirm.amount'), value: shown(order.amountIn, from) },
      order.route === 'trade'
        ? { label: t('fswap.confirm.minimumReceived'), value: shown(plan.minimumOut, to) }
        : { label: t('fswap.confirm.receive'), value: shown(order.amountOut, to) },
    ];
    const introKey =
      order.route === 'wrap'
        ? 'fswap.confirm.wrapping'
        : order.route === 'unwrap'
          ? 'fswap.confirm.unwrapping'
          : 'fswap.confirm.trading';
    const swapStep = {
      id: order.route,
      label: t('transactions.steps.confirm'),
      call: plan.call,
      rows,
      title: title(count),
      submitLabel: t('fswap.confirm.submit'),
      passwordLabel: t('fswap.confirm.password'),
      successTitle: t('fswap.confirm.success'),
      intro: (
        <Text size="lg" fw={600} data-testid="fswap-confirm-text">
          {t(introKey, {
            amount: shown(order.amountIn, from),
            result: shown(order.route === 'trade' ? plan.minimumOut : order.amountOut, to),
          })}
        </Text>
      ),
    };
    const last: TransactionStep =
      order.route === 'wrap'
        ? { ...swapStep, kind: 'wrap', amount: order.amountIn }
        : { ...swapStep, kind: 'call' };
    if (order.route !== 'trade') return [last];
    return [
      {
        kind: 'approve',
        id: 'allow',
        label: t('transactions.steps.allow'),
        skip: plan.approval === null,
        token: order.from,
        spender: router,
        amount: plan.approval?.amount ?? 0n,
        call: plan.approval?.call ?? null,
        rows: [
          rows[0] as (typeof rows)[number],
          { label: t('fswap.confirm.sendTo'), value: order.from },
          rows[2] as (typeof rows)[number],
        ],
        title: title(1),
        submitLabel: t('fswap.confirm.allowSubmit'),
        passwordLabel: t('fswap.confirm.password'),
        successTitle: t('fswap.confirm.successAllow'),
        intro: (
          <Text size="lg" fw={600} data-testid="fswap-confirm-text">
            {t('fswap.confirm.allowing', { amount: shown(plan.approval?.amount ?? 0n, from) })}
          </Text>
        ),
      },
      last,
    ];
  }, [plan, wftm, router, order, from, to, account, t, shown]);

  if (!wftm || !router) {
    return <StepNotice onClose={() => navigate(form)}>{t('fswap.confirm.noContracts')}</StepNotice>;
  }
  if (steps.length === 0) {
    if (allowance.isError || chainTime.isError) {
      return (
        <StepNotice color="red" onClose={() => navigate(form)}>
          {t('fswap.confirm.loadFailed')}
        </StepNotice>
      );
    }
    return <Loader role="progressbar" aria-label={t('fswap.loading')} />;
  }
  const last = steps[steps.length - 1];
  return (
    <TransactionStepper
      account={account}
      flow={{ id: `fswap-${order.route}`, subject: `${order.from}:${order.to}`.toLowerCase() }}
      steps={steps}
      counter
      onSettled={(step, outcome) => {
        void client.invalidateQueries({ queryKey: fswapKeys.all(network.id) });
        if (outcome !== 'success' || step.id !== last?.id) return;
        const hash = lastHash(account.address, `fswap-${order.route}`, step.id);
        navigate(`/fswap/${account.address}/success`, {
          replace: true,
          state: {
            swapped: {
              hash,
              text: t(order.route === 'trade' ? 'fswap.success.tradeText' : 'fswap.success.text', {
                amount: shown(order.amountIn, from),
                result: shown(order.route === 'trade' ? (plan?.minimumOut ?? 0n) : order.amountOut, to),
              }),
              again: form,
            },
          },
        });
      }}
      // Back, Close, a failed step and Continue after a rejection return to the form with the order's amounts,
      // so nothing typed is lost.
      onClose={() => navigate(form, { state: toOrderState(order) })}
      onRejected={() =>
        navigate(`/fswap/${account.address}/reject`, {
          replace: true,
          state: { ...toOrderState(order), form },
        })
      }
    />
  );
}
