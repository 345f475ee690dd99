import type { Address } from '@fantom-wallet/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { funiKeys } from '../../../shared/queryKeys.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSwapSlippage } from '../../swap/index.ts';
import {
  type ConfirmationRow,
  FlowConfirmation,
  StepNotice,
  senderRow,
  stepIntro,
  stepLabels,
} from '../../transactions/index.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import type { Found, FuniFlow, FuniViews } from './FuniFlow.ts';

const FLOWS = {
  swap: { path: 'swap', empty: 'funi.confirm.emptySwap' },
  add: { path: 'pools/add', empty: 'funi.confirm.emptyAdd' },
  remove: { path: 'pools/remove', empty: 'funi.confirm.emptyRemove' },
} as const;

/**
 * The confirmation of an fUNI flow (docs/funi.md#router-calls) on the one confirmation route: every step says who
 * sends and to which contract under the flow's title, asks the same password prompt, and ends in the flow's
 * success or reject route. Without a router on the network there is nothing to send to.
 */
export function FuniConfirmation<O, D>({
  account,
  pairs,
  flow,
}: {
  account: Account;
  pairs: readonly FuniPair[];
  flow: FuniFlow<O, D>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const client = useQueryClient();
  const { toleranceBps } = useSwapSlippage();
  const router = network.contracts.uniswapRouter;
  const base = `/funi/${account.address}`;
  const at = `${base}/${FLOWS[flow.name].path}`;
  const form = (found: Found<O> | null) => flow.form(base, found);
  if (!router)
    return <StepNotice onClose={() => navigate(form(null))}>{t('funi.confirm.noRouter')}</StepNotice>;
  const shared = { title: t(`funi.confirm.${flow.name}Title`), passwordLabel: t('funi.confirm.password') };
  const sent = (to: Address, rows: ConfirmationRow[]) => [
    senderRow(t('funi.confirm.sendFrom'), account),
    { label: t('funi.confirm.sendTo'), value: to },
    ...rows,
  ];
  const views: FuniViews = {
    t,
    allow: (contract, row, intro) => ({
      ...shared,
      label: stepLabels(t).allow,
      rows: sent(contract, [row]),
      submitLabel: t('funi.confirm.allow'),
      successTitle: t('funi.confirm.allowed'),
      intro: stepIntro(intro, 'funi-confirm-text'),
    }),
    call: (rows, labels, intro) => ({
      ...shared,
      label: stepLabels(t).confirm,
      rows: sent(router, rows),
      submitLabel: labels.submit,
      successTitle: labels.success,
      intro: stepIntro(intro, 'funi-confirm-text'),
    }),
  };
  return (
    <FlowConfirmation
      account={account}
      flow={{
        readOrder: (state) => flow.readOrder(state, pairs),
        key: (found) => flow.key(found.order),
        needs: (found) => flow.needs(found.order, router),
        plan: (found, facts) =>
          flow.plan(found, { router, owner: account.address, slippageBps: toleranceBps }, facts),
        present: (found) => (step) => flow.present(found, step.description, views),
        form,
        empty: { title: t(FLOWS[flow.name].empty), text: t('funi.confirm.emptyRedirect') },
        loadFailed: t('funi.confirm.loadFailed'),
        refresh: funiKeys.all(network.id),
        finished: (found, hash) =>
          navigate(`${at}/success`, {
            replace: true,
            state: { done: { hash, ...flow.done(found, t, base) } },
          }),
        rejected: () => navigate(`${at}/reject`, { replace: true }),
        close: (found) => {
          if (flow.cancel) void client.invalidateQueries({ queryKey: funiKeys.all(network.id) });
          navigate(form(found));
        },
        ...(flow.cancel ? { cancelLabel: t('funi.confirm.cancel') } : {}),
      }}
    />
  );
}
