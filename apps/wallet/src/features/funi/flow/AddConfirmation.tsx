import {
  type Address,
  buildUniswapCall,
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
import { type AddOrder, readAddOrder } from './FuniOrder.ts';
import { useFuniSlippage } from './useFuniSlippage.ts';

/**
 * /funi/{address}/pools/add/confirmation (docs/funi.md#add-liquidity): Allow token A, Allow token B (each
 * skipped when covered), then `addLiquidity` with minimums = amounts × (1 − tolerance).
 */
export function AddConfirmation({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [order] = useState(() => readAddOrder(location.state));
  const tokens = tokensOfPairs(pairs);
  const a = findToken(tokens, order?.tokens[0]);
  const b = findToken(tokens, order?.tokens[1]);
  const form = `/funi/${account.address}/pools/add${a && b ? `/${a.address}/${b.address}` : ''}`;
  return (
    <FlowFrame valid={!!order && !!a && !!b} form={form} emptyTitle={t('funi.confirm.emptyAdd')}>
      {order && a && b && <AddSteps account={account} order={order} tokens={[a, b]} form={form} />}
    </FlowFrame>
  );
}

function AddSteps({
  account,
  order,
  tokens,
  form,
}: {
  account: Account;
  order: AddOrder;
  tokens: [FuniToken, FuniToken];
  form: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const client = useQueryClient();
  const { slippageBps } = useFuniSlippage();
  const router = network.contracts.uniswapRouter;
  const owner = account.address as Address;
  const allowanceA = useQuery({
    ...funiQueries.allowance(network, order.tokens[0], owner, router ?? owner),
    enabled: !!router,
  });
  const allowanceB = useQuery({
    ...funiQueries.allowance(network, order.tokens[1], owner, router ?? owner),
    enabled: !!router,
  });
  const chainTime = useQuery(funiQueries.chainTime(network));
  const [fixed, setFixed] = useState<{ allowances: [bigint, bigint]; time: bigint } | null>(null);
  if (
    fixed === null &&
    allowanceA.data !== undefined &&
    allowanceB.data !== undefined &&
    chainTime.data !== undefined
  )
    setFixed({ allowances: [allowanceA.data, allowanceB.data], time: chainTime.data });

  const steps = useMemo((): (TransactionStep & { skip?: boolean })[] => {
    if (!router || !fixed) return [];
    const sender = {
      label: t('funi.confirm.sendFrom'),
      value: account.name ? `${account.name} (${account.address})` : account.address,
    };
    const allow = (index: 0 | 1): TransactionStep & { skip?: boolean } => {
      const token = tokens[index];
      const amount = order.amounts[index];
      const approval = planApproval({
        token: token.address,
        spender: router,
        amount,
        allowance: fixed.allowances[index],
      });
      return {
        kind: 'approve',
        id: index === 0 ? 'allow-a' : 'allow-b',
        label: t('transactions.steps.allow'),
        skip: approval === null,
        token: token.address,
        spender: router,
        amount,
        call: approval?.call ?? null,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: token.address },
          { label: t('funi.confirm.allowance'), value: showAmount(amount, token) },
        ],
        title: t('funi.confirm.addTitle'),
        submitLabel: t('funi.confirm.allow'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.allowed'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.allowing', { amount: showAmount(amount, token) })}
          </Text>
        ),
      };
    };
    const minimums: [bigint, bigint] = [
      minimumAmount(order.amounts[0], slippageBps),
      minimumAmount(order.amounts[1], slippageBps),
    ];
    const call = buildUniswapCall(router, {
      kind: 'addLiquidity',
      tokens: order.tokens,
      amounts: order.amounts,
      minimums,
      recipient: owner,
      deadline: uniswapDeadline(fixed.time),
    });
    return [
      allow(0),
      allow(1),
      {
        kind: 'call',
        id: 'add',
        label: t('transactions.steps.confirm'),
        call,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: router },
          {
            label: t('funi.confirm.deposit'),
            value: `${showAmount(order.amounts[0], tokens[0])}, ${showAmount(order.amounts[1], tokens[1])}`,
          },
          {
            label: t('funi.confirm.minimums'),
            value: `${showAmount(minimums[0], tokens[0])}, ${showAmount(minimums[1], tokens[1])}`,
          },
        ],
        title: t('funi.confirm.addTitle'),
        submitLabel: t('funi.confirm.supply'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.added'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.adding', {
              a: showAmount(order.amounts[0], tokens[0]),
              b: showAmount(order.amounts[1], tokens[1]),
            })}
          </Text>
        ),
      },
    ];
  }, [router, fixed, order, slippageBps, owner, account, tokens, t]);

  if (!router) return <StepNotice onClose={() => navigate(form)}>{t('funi.confirm.noRouter')}</StepNotice>;
  if (steps.length === 0) {
    if (allowanceA.isError || allowanceB.isError || chainTime.isError)
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
      flow={{ id: 'funi-add-liquidity', subject: `${order.tokens[0]}:${order.tokens[1]}`.toLowerCase() }}
      steps={steps}
      counter
      onSettled={(step, outcome) => {
        void client.invalidateQueries({ queryKey: funiKeys.all(network.id) });
        if (outcome !== 'success' || step.id !== 'add') return;
        navigate(`/funi/${account.address}/pools/add/success`, {
          replace: true,
          state: {
            done: {
              hash: lastHash(account.address, 'funi-add-liquidity', 'add'),
              text: t('funi.success.addText', {
                a: showAmount(order.amounts[0], tokens[0]),
                b: showAmount(order.amounts[1], tokens[1]),
              }),
              again: `/funi/${account.address}/pools`,
            },
          },
        });
      }}
      onClose={() => navigate(form)}
      onRejected={() => navigate(`/funi/${account.address}/pools/add/reject`, { replace: true })}
    />
  );
}
