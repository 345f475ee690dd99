import type { TransactionCall } from '@fantom-wallet/core';
import { Alert, Button, Stack } from '@mantine/core';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import { StepIndicator } from '../../../shared/ui/StepIndicator.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { TransactionConfirmation } from '../confirm/TransactionConfirmation.tsx';
import { RejectedCard } from '../verify/RejectedCard.tsx';
import { type ResultStatus, TransactionResult } from '../verify/TransactionResult.tsx';
import { StepNotice } from './StepNotice.tsx';
import { stepConfirmation } from './stepConfirmation.ts';
import { isFinished, type StepperState } from './stepperReducer.ts';
import type { PresentStep, TransactionStep } from './TransactionStep.ts';
import { type StepSettled, useTransactionSteps } from './useTransactionSteps.ts';

export interface TransactionStepperProps<D> {
  account: Account;
  flow: FlowKey;
  /** Every step of the flow (memoise it); see useTransactionSteps for `skip`. */
  steps: readonly TransactionStep<D>[];
  /** How each step is shown: the flow's view, picked by the step's kind and description. */
  present: PresentStep<D>;
  /** Labels of the flow's form steps before its transactions ('Undelegate', 'Lock'), for the step indicator. */
  before?: readonly string[];
  /** Shows 'n / N' beside the steps. */
  counter?: boolean;
  /** The flow's own words for a resumed run and for an earlier step still pending (default: generic ones). */
  notices?: { resumed?: string; waiting?: (hash: string) => string };
  /** When a step's outcome is known, with its transaction's hash. */
  onSettled?: StepSettled<D>;
  /** Close (a result, a notice, a later step's Cancel): back to where the flow was opened. */
  onClose: () => void;
  /** Cancel on the first transaction: back to the flow's form (defaults to onClose). */
  onCancel?: () => void;
  cancelLabel?: string;
  /** More actions beside Close when the flow is finished. */
  finishedActions?: ReactNode;
  /**
   * The user refused to sign (a view's flow): the flow goes to its reject route. Without it (a window), the
   * rejection shows in place with Close and Try again.
   */
  onRejected?: () => void;
  /**
   * The steps do not depend on each other (revoking several approvals): after a rejected or failed step, 'Skip'
   * goes on to the next, so refusing one loses none of the others.
   */
  skippable?: boolean;
  /** The run moved to another of its steps (index among the steps shown): a view names its second step's path. */
  onStepChange?: (index: number) => void;
}

function resultOf(state: StepperState): ResultStatus | undefined {
  const { phase } = state;
  if (phase.name === 'verifying') return { status: 'verifying' };
  if (phase.name === 'succeeded') return { status: 'success' };
  if (phase.name !== 'failed') return undefined;
  return phase.outcome === 'error'
    ? { status: 'error', message: phase.error ?? '' }
    : { status: phase.outcome };
}

/**
 * The one component that shows a flow's transactions: the step indicator, each step's confirmation, its result
 * ('Next Step' continues after 2000 ms by itself), the reject message, and what an interrupted earlier run of the
 * same flow left (resumed after its confirmed step, or waiting for its pending one).
 */
export function TransactionStepper<D>({
  account,
  flow,
  steps: flowSteps,
  present,
  before = [],
  counter = false,
  notices,
  onSettled,
  onClose,
  onCancel,
  cancelLabel,
  finishedActions,
  onRejected,
  onStepChange,
  skippable = false,
}: TransactionStepperProps<D>) {
  const { t } = useTranslation();
  const run = useTransactionSteps({ account, flow, steps: flowSteps, ...(onSettled ? { onSettled } : {}) });
  const { state, step, steps } = run;
  const rejectedRef = useRef(onRejected);
  rejectedRef.current = onRejected;
  const rejected = state.phase.name === 'rejected';
  useEffect(() => {
    if (rejected) rejectedRef.current?.();
  }, [rejected]);
  const stepChangeRef = useRef(onStepChange);
  stepChangeRef.current = onStepChange;
  const index = state.index;
  useEffect(() => {
    if (index > 0) stepChangeRef.current?.(index);
  }, [index]);
  // What the steps after this one will send: the confirmation simulates them with it (docs/simulation.md). Kept by
  // content, since a flow may rebuild its steps (new rows on a poll) without changing what they send.
  const later = steps.slice(index + 1).flatMap((s): TransactionCall[] => (s.call ? [s.call] : []));
  const laterKey = later.map((c) => `${c.to}:${c.value}:${c.data}`).join('|');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the calls change only when their content does.
  const laterCalls = useMemo(() => later, [laterKey]);
  const views = steps.map(present);
  const view = views[state.index] ?? present(step);
  const labels = [...before, ...views.map((v) => v.label), t('transactions.steps.finished')];
  const moved = state.phase.name === 'succeeded' ? 1 : 0;
  const indicator = (
    <StepIndicator
      steps={labels}
      active={before.length + state.index + moved}
      {...(counter ? { counter: { step: state.index + 1, total: steps.length } } : {})}
    />
  );
  const sentNothingYet = state.hashes.every((h) => h === undefined);
  const waitingFor = sentNothingYet ? run.waitingFor : undefined;
  if (waitingFor) {
    const { hash } = waitingFor.flow.record;
    return (
      <Stack>
        {indicator}
        <StepNotice onClose={onClose}>
          {notices?.waiting?.(hash) ??
            t('transactions.steps.waiting', { step: views[waitingFor.index]?.label ?? '', hash })}
        </StepNotice>
      </Stack>
    );
  }

  const result = resultOf(state);
  const skip = skippable && state.index < state.count - 1 && (
    <Button variant="default" onClick={run.skip}>
      {t('transactions.steps.skip')}
    </Button>
  );
  if (state.phase.name === 'rejected') {
    return (
      <Stack>
        {indicator}
        <RejectedCard
          message={state.phase.message}
          actions={
            <>
              <Button variant="default" onClick={onClose}>
                {t('transactions.steps.close')}
              </Button>
              {skip}
              <Button onClick={run.retry}>{t('transactions.retry')}</Button>
            </>
          }
        />
      </Stack>
    );
  }
  if (result && state.hashes[state.index]) {
    const finished = isFinished(state);
    return (
      <Stack>
        {indicator}
        <TransactionResult
          hash={state.hashes[state.index] ?? '0x'}
          result={result}
          successTitle={view.successTitle}
          actions={
            <>
              <Button variant="default" onClick={onClose}>
                {t('transactions.steps.close')}
              </Button>
              {state.phase.name === 'succeeded' && !finished && (
                <Button onClick={run.next}>{t('transactions.steps.nextStep')}</Button>
              )}
              {state.phase.name === 'failed' && state.phase.outcome !== 'timeout' && (
                <>
                  {skip}
                  <Button onClick={run.retry}>{t('transactions.retry')}</Button>
                </>
              )}
              {finished && finishedActions}
            </>
          }
        />
      </Stack>
    );
  }

  const first = state.index === 0 || steps.slice(0, state.index).every((s) => s.doneBefore);
  return (
    <Stack>
      {indicator}
      {run.resumed && sentNothingYet && (
        <Alert color="blue" role="status">
          {notices?.resumed ??
            t('transactions.steps.resumed', { step: views[run.resumed.index]?.label ?? '' })}
        </Alert>
      )}
      {view.intro}
      <TransactionConfirmation
        key={`${state.index}:${step.id}`}
        account={account}
        {...stepConfirmation(step, view)}
        laterCalls={laterCalls}
        cancelLabel={cancelLabel}
        passwordScope={run.passwordScope}
        onConfirm={run.confirm}
        onCancel={first ? (onCancel ?? onClose) : onClose}
      />
    </Stack>
  );
}
