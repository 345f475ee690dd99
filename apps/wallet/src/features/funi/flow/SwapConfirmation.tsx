import {
  type Address,
  buildUniswapCall,
  maximumAmount,
  minimumAmount,
  planApproval,
  uniswapDeadline,
} from '@fantom-wallet/core';
import { Loader, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { StepNotice, type TransactionStep, TransactionStepper } from '../../transactions/index.ts';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';
import { funiKeys, funiQueries } from '../data/funiQueries.ts';
import { findToken, tokensOfPairs } from '../data/toFuniPairs.ts';
import { showAmount } from '../ui/funiFormat.ts';
import { FlowFrame, lastHash } from './FlowFrame.tsx';
import { readSwapOrder, type SwapOrder } from './FuniOrder.ts';
import { useFuniSlippage } from './useFuniSlippage.ts';

/**
 * /funi/{address}/swap/confirmation (docs/funi.md#router-calls): Allow the From token to the router (the amount
 * sold, or the maximum sold of an exact-output trade; skipped when covered), then the router swap.
 */
export function SwapConfirmation({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [order] = useState(() => readSwapOrder(location.state));
  const tokens = tokensOfPairs(pairs);
  const from = findToken(tokens, order?.from);
  const to = findToken(tokens, order?.to);
  const form = `/funi/${account.address}/swap${from && to ? `/${from.address}/${to.address}` : ''}`;
  return (
    <FlowFrame valid={!!order && !!from && !!to} form={form} emptyTitle={t('funi.confirm.emptySwap')}>
      {order && from && to && <SwapSteps account={account} order={order} from={from} to={to} form={form} />}
    </FlowFrame>
  );
}

function SwapSteps({
  account,
  order,
  from,
  to,
  form,
}: {
  account: Account;
  order: SwapOrder;
  from: FuniToken;
  to: FuniToken;
  form: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const client = useQueryClient();
  const { slippageBps } = useFuniSlippage();
  const router = network.contracts.uniswapRouter;
  const owner = account.address as Address;
  const allowance = useQuery({
    ...funiQueries.allowance(network, order.from, owner, router ?? owner),
    enabled: router !== undefined,
  });
  const chainTime = useQuery(funiQueries.chainTime(network));
  // Fixed when the flow starts, so a later poll never rebuilds a step being signed.
  const [fixed, setFixed] = useState<{ allowance: bigint; time: bigint } | null>(null);
  if (fixed === null && allowance.data !== undefined && chainTime.data !== undefined)
    setFixed({ allowance: allowance.data, time: chainTime.data });

  const steps = useMemo((): (TransactionStep & { skip?: boolean })[] => {
    if (!router || !fixed) return [];
    const exactIn = order.exact === 'in';
    const sold = exactIn ? order.amountIn : maximumAmount(order.amountIn, slippageBps);
    const received = exactIn ? minimumAmount(order.amountOut, slippageBps) : order.amountOut;
    const approval = planApproval({
      token: order.from,
      spender: router,
      amount: sold,
      allowance: fixed.allowance,
    });
    const deadline = uniswapDeadline(fixed.time);
    const call = buildUniswapCall(
      router,
      exactIn
        ? {
            kind: 'swapExactIn',
            amountIn: order.amountIn,
            amountOutMin: received,
            path: [order.from, order.to],
            recipient: owner,
            deadline,
          }
        : {
            kind: 'swapExactOut',
            amountOut: order.amountOut,
            amountInMax: sold,
            path: [order.from, order.to],
            recipient: owner,
            deadline,
          },
    );
    const sender = {
      label: t('funi.confirm.sendFrom'),
      value: account.name ? `${account.name} (${account.address})` : account.address,
    };
    const limit = exactIn
      ? { label: t('funi.swap.minimumReceived'), value: showAmount(received, to) }
      : { label: t('funi.swap.maximumSold'), value: showAmount(sold, from) };
    return [
      {
        kind: 'approve',
        id: 'allow',
        label: t('transactions.steps.allow'),
        skip: approval === null,
        token: order.from,
        spender: router,
        amount: approval?.amount ?? sold,
        call: approval?.call ?? null,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: order.from },
          { label: t('funi.confirm.allowance'), value: showAmount(sold, from) },
        ],
        title: t('funi.confirm.swapTitle'),
        submitLabel: t('funi.confirm.allow'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.allowed'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.allowing', { amount: showAmount(sold, from) })}
          </Text>
        ),
      },
      {
        kind: 'call',
        id: 'swap',
        label: t('transactions.steps.confirm'),
        call,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: router },
          { label: t('funi.confirm.sell'), value: showAmount(order.amountIn, from) },
          { label: t('funi.confirm.buy'), value: showAmount(order.amountOut, to) },
          limit,
        ],
        title: t('funi.confirm.swapTitle'),
        submitLabel: t('funi.confirm.swap'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.swapped'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.swapping', {
              amount: showAmount(order.amountIn, from),
              result: showAmount(order.amountOut, to),
            })}
          </Text>
        ),
      },
    ];
  }, [router, fixed, order, slippageBps, owner, account, from, to, t]);

  if (!router) return <StepNotice onClose={() => navigate(form)}>{t('funi.confirm.noRouter')}</StepNotice>;
  if (steps.length === 0) {
    if (allowance.isError || chainTime.isError)
      return (
        <StepNotice color="red" onClose={() => navigate(form)}>
          {t('funi.confirm.loadFailed')}
        </StepNotice>
      );
    return <Loader role="progressbar" aria-label={t('funi.loading')} />;
  }
  return (
    <TransactionStepper
      account={account}
      flow={{ id: 'funi-swap', subject: `${order.from}:${order.to}`.toLowerCase() }}
      steps={steps}
      counter
      onSettled={(step, outcome) => {
        void client.invalidateQueries({ queryKey: funiKeys.all(network.id) });
        if (outcome !== 'success' || step.id !== 'swap') return;
        navigate(`/funi/${account.address}/swap/success`, {
          replace: true,
          state: {
            done: {
              hash: lastHash(account.address, 'funi-swap', 'swap'),
              text: t('funi.success.swapText', {
                amount: showAmount(order.amountIn, from),
                result: showAmount(order.amountOut, to),
              }),
              again: form,
            },
          },
        });
      }}
      onClose={() => navigate(form)}
      onRejected={() => navigate(`/funi/${account.address}/swap/reject`, { replace: true })}
    />
  );
}
