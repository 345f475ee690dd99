import {
  type Address,
  amountsForLiquidity,
  buildUniswapCall,
  liquidityAtPercent,
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
import type { FuniPair } from '../data/FuniPair.ts';
import { funiKeys, funiQueries } from '../data/funiQueries.ts';
import { showAmount } from '../ui/funiFormat.ts';
import { FlowFrame, lastHash } from './FlowFrame.tsx';
import { type RemoveOrder, readRemoveOrder } from './FuniOrder.ts';
import { useFuniSlippage } from './useFuniSlippage.ts';

/**
 * /funi/{address}/pools/remove/confirmation (docs/funi.md#remove-liquidity): Allow the LP tokens to the router
 * (on the pair; skipped when covered), then `removeLiquidity` with minimums = amounts × (1 − tolerance).
 */
export function RemoveConfirmation({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [order] = useState(() => readRemoveOrder(location.state));
  const pair = pairs.find((p) => p.address.toLowerCase() === order?.pair.toLowerCase()) ?? null;
  const form = pair
    ? `/funi/${account.address}/pools/remove/${pair.tokens[0].address}/${pair.tokens[1].address}`
    : `/funi/${account.address}/pools`;
  return (
    <FlowFrame
      valid={!!order && !!pair && pair.share > 0n}
      form={form}
      emptyTitle={t('funi.confirm.emptyRemove')}
    >
      {order && pair && <RemoveSteps account={account} order={order} pair={pair} form={form} />}
    </FlowFrame>
  );
}

function RemoveSteps({
  account,
  order,
  pair,
  form,
}: {
  account: Account;
  order: RemoveOrder;
  pair: FuniPair;
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
    ...funiQueries.allowance(network, pair.address, owner, router ?? owner),
    enabled: !!router,
  });
  const chainTime = useQuery(funiQueries.chainTime(network));
  // The share, reserves and supply as they were when the flow started: what the user confirmed.
  const [fixed, setFixed] = useState<{ allowance: bigint; time: bigint; pair: FuniPair } | null>(null);
  if (fixed === null && allowance.data !== undefined && chainTime.data !== undefined)
    setFixed({ allowance: allowance.data, time: chainTime.data, pair });

  const plan = useMemo(() => {
    if (!fixed) return null;
    const liquidity = liquidityAtPercent(fixed.pair.share, order.percent);
    const amounts = amountsForLiquidity(liquidity, fixed.pair.reserves, fixed.pair.totalSupply);
    return { liquidity, amounts };
  }, [fixed, order.percent]);

  const steps = useMemo((): (TransactionStep & { skip?: boolean })[] => {
    if (!router || !fixed || !plan) return [];
    const [a, b] = fixed.pair.tokens;
    const sender = {
      label: t('funi.confirm.sendFrom'),
      value: account.name ? `${account.name} (${account.address})` : account.address,
    };
    const approval = planApproval({
      token: pair.address,
      spender: router,
      amount: plan.liquidity,
      allowance: fixed.allowance,
      // Uniswap V2 pair tokens have no increaseAllowance.
      method: 'approve',
    });
    const minimums: [bigint, bigint] = [
      minimumAmount(plan.amounts[0], slippageBps),
      minimumAmount(plan.amounts[1], slippageBps),
    ];
    const receive = `${showAmount(plan.amounts[0], a)}, ${showAmount(plan.amounts[1], b)}`;
    return [
      {
        kind: 'approve',
        id: 'allow',
        label: t('transactions.steps.allow'),
        skip: approval === null,
        token: pair.address,
        spender: router,
        amount: plan.liquidity,
        call: approval?.call ?? null,
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: pair.address },
          { label: t('funi.confirm.lpTokens'), value: `${order.percent} %` },
        ],
        title: t('funi.confirm.removeTitle'),
        submitLabel: t('funi.confirm.allow'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.allowed'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.allowingShare', { percent: order.percent, pair: `${a.symbol}/${b.symbol}` })}
          </Text>
        ),
      },
      {
        kind: 'call',
        id: 'remove',
        label: t('transactions.steps.confirm'),
        call: buildUniswapCall(router, {
          kind: 'removeLiquidity',
          tokens: [a.address, b.address],
          liquidity: plan.liquidity,
          minimums,
          recipient: owner,
          deadline: uniswapDeadline(fixed.time),
        }),
        rows: [
          sender,
          { label: t('funi.confirm.sendTo'), value: router },
          { label: t('funi.confirm.receive'), value: receive },
          {
            label: t('funi.confirm.minimums'),
            value: `${showAmount(minimums[0], a)}, ${showAmount(minimums[1], b)}`,
          },
        ],
        title: t('funi.confirm.removeTitle'),
        submitLabel: t('funi.confirm.remove'),
        passwordLabel: t('funi.confirm.password'),
        successTitle: t('funi.confirm.removed'),
        intro: (
          <Text size="lg" fw={600} data-testid="funi-confirm-text">
            {t('funi.confirm.removing', { amounts: receive })}
          </Text>
        ),
      },
    ];
  }, [router, fixed, plan, pair.address, order.percent, slippageBps, owner, account, t]);

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
  const [a, b] = pair.tokens;
  return (
    <TransactionStepper
      account={account}
      flow={{ id: 'funi-remove-liquidity', subject: pair.address.toLowerCase() }}
      steps={steps}
      counter
      onSettled={(step, outcome) => {
        void client.invalidateQueries({ queryKey: funiKeys.all(network.id) });
        if (outcome !== 'success' || step.id !== 'remove' || !plan) return;
        navigate(`/funi/${account.address}/pools/remove/success`, {
          replace: true,
          state: {
            done: {
              hash: lastHash(account.address, 'funi-remove-liquidity', 'remove'),
              text: t('funi.success.removeText', {
                a: showAmount(plan.amounts[0], a),
                b: showAmount(plan.amounts[1], b),
              }),
              again: `/funi/${account.address}/pools`,
            },
          },
        });
      }}
      cancelLabel={t('funi.confirm.cancel')}
      onCancel={() => {
        // Cancel reloads the pool and sets the slider back to 0 (the form opens at 0).
        void client.invalidateQueries({ queryKey: funiKeys.all(network.id) });
        navigate(form);
      }}
      onClose={() => navigate(form)}
      onRejected={() => navigate(`/funi/${account.address}/pools/remove/reject`, { replace: true })}
    />
  );
}
