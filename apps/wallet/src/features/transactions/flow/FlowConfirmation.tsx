import type { Hash } from '@fantom-wallet/core';
import { Alert, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { StepNotice } from '../steps/StepNotice.tsx';
import type { PresentStep, TransactionStep } from '../steps/TransactionStep.ts';
import { TransactionStepper } from '../steps/TransactionStepper.tsx';
import { EMPTY_REDIRECT_MS } from './EMPTY_REDIRECT_MS.ts';
import { type ChainFacts, type ChainFactsNeeded, useChainFacts } from './useChainFacts.ts';

/** A flow's confirmation: its order, the facts it plans with, its plan, and how its steps are shown. */
export interface ConfirmFlow<Order, D> {
  /** The order the form put in the history state, parsed (with zod) once on arrival; null when it is none. */
  readOrder: (state: unknown) => Order | null;
  /** The flow's id and this order's subject (records, resuming an interrupted run). */
  key: (order: Order) => FlowKey;
  needs: (order: Order) => ChainFactsNeeded;
  /** The flow's steps for the order: a pure function of the order and the facts. */
  plan: (order: Order, facts: ChainFacts) => readonly TransactionStep<D>[];
  present: (order: Order) => PresentStep<D>;
  /** Where the form is, with the order when there is one. */
  form: (order: Order | null) => string;
  /** The empty confirmation's title ('Swap tokens first, please.'), and its line under it. */
  empty: { title: string; text: string };
  /** Said when the facts could not be read. */
  loadFailed: string;
  /** The data to refresh after each step. */
  refresh: readonly unknown[];
  /** The last step is confirmed on chain: on to the flow's result, with its hash. */
  finished: (order: Order, hash: Hash) => void;
  /**
   * The user refused to sign: the flow's reject route. Without it the rejection shows in place (Close, Try again,
   * and Skip when `skippable`).
   */
  rejected?: (order: Order) => void;
  /** The steps do not depend on each other: a rejected or failed one can be skipped for the rest. */
  skippable?: boolean;
  /** Close (a result, a notice, Cancel): back to the form (the order's amounts kept, where the form takes them). */
  close: (order: Order) => void;
  /** Cancel on the first transaction, when it goes elsewhere than Close (fMint: Close to the overview, Cancel to the form). */
  cancel?: (order: Order) => void;
  /** More actions beside Close once the flow is finished (fMint's Continue to its success path). */
  finishedActions?: (order: Order) => ReactNode;
  /** The run moved to its step at `index` (fMint's second transaction has its own path). */
  stepChanged?: (order: Order, index: number) => void;
  /** The first step's way back, when the flow names it ('Cancel'; default 'Back'). */
  cancelLabel?: string;
}

/**
 * The one confirmation route of the DeFi flows (docs/transactions.md#flows): it takes the order from the history
 * state (parsed once), says '{what} first, please.' and goes back to the form after 3 s when there is none, reads
 * the facts the plan needs once (fixed for the run: a later poll never rebuilds a step being signed), runs the
 * plan on the step engine, and ends in the flow's result or reject route with the hash the engine hands over.
 */
export function FlowConfirmation<Order, D>({
  account,
  flow,
}: {
  account: Account;
  flow: ConfirmFlow<Order, D>;
}) {
  const location = useLocation();
  const [order] = useState(() => flow.readOrder(location.state));
  if (order === null) return <EmptyConfirmation form={flow.form(null)} empty={flow.empty} />;
  return <FlowRun account={account} flow={flow} order={order} />;
}

function EmptyConfirmation({ form, empty }: { form: string; empty: { title: string; text: string } }) {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => navigate(form, { replace: true }), EMPTY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate, form]);
  return (
    <Alert color="yellow" role="alert" title={empty.title} data-testid="flow-empty">
      {empty.text}
    </Alert>
  );
}

function FlowRun<Order, D>({
  account,
  flow,
  order,
}: {
  account: Account;
  flow: ConfirmFlow<Order, D>;
  order: Order;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const client = useQueryClient();
  const facts = useChainFacts(account.address, flow.needs(order));
  const latest = useRef(flow);
  latest.current = flow;
  const steps = useMemo(
    () => (facts.status === 'ready' ? latest.current.plan(order, facts.facts) : null),
    [order, facts],
  );
  const present = useMemo(() => latest.current.present(order), [order]);
  if (facts.status === 'failed')
    return (
      <StepNotice color="red" onClose={() => flow.close(order)}>
        {flow.loadFailed}
      </StepNotice>
    );
  if (steps === null) return <Loader role="progressbar" aria-label={t('transactions.loading')} />;
  const last = steps[steps.length - 1];
  return (
    <TransactionStepper
      account={account}
      flow={flow.key(order)}
      steps={steps}
      present={present}
      counter
      onSettled={(step, outcome, hash) => {
        void client.invalidateQueries({ queryKey: flow.refresh });
        void client.invalidateQueries({ queryKey: queryKeys.allowances(network.id) });
        if (outcome === 'success' && step.id === last?.id) flow.finished(order, hash);
      }}
      onClose={() => flow.close(order)}
      {...(flow.rejected ? { onRejected: () => flow.rejected?.(order) } : {})}
      skippable={flow.skippable ?? false}
      {...(flow.cancel ? { onCancel: () => flow.cancel?.(order) } : {})}
      {...(flow.finishedActions ? { finishedActions: flow.finishedActions(order) } : {})}
      {...(flow.stepChanged ? { onStepChange: (index: number) => flow.stepChanged?.(order, index) } : {})}
      {...(flow.cancelLabel === undefined ? {} : { cancelLabel: flow.cancelLabel })}
    />
  );
}
