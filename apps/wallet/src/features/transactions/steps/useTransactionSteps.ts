import type { Hash, PreparedTransaction } from '@fantom-wallet/core';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import type { FlowKey } from '../../../shared/flows/FLOW_IDS.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { isUserRejection, useSigner } from '../../../signers/index.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { submitTransaction } from '../confirm/submitTransaction.ts';
import { useTransactionServices } from '../confirm/TransactionServicesContext.ts';
import { useRefreshAfterSend } from '../confirm/useRefreshAfterSend.ts';
import { trackTransaction } from '../verify/trackTransaction.ts';
import { AUTO_CONTINUE_MS } from './AUTO_CONTINUE_MS.ts';
import { findInterruptedFlow } from './findInterruptedFlow.ts';
import { planRun, type RunPlan, type RunStep } from './planRun.ts';
import {
  initialStepperState,
  type StepOutcome,
  type StepperState,
  stepperReducer,
} from './stepperReducer.ts';
import type { TransactionStep } from './TransactionStep.ts';

export type { RunStep };

/** What became of a sent step: its outcome on chain and its transaction's hash. */
export type StepSettled<D> = (step: TransactionStep<D>, outcome: StepOutcome, hash: Hash) => void;

export interface TransactionStepsOptions<D> {
  account: Account;
  flow: FlowKey;
  /**
   * Every step of the flow, in order, fixed for this run (memoise it). A step marked `skip` is already in effect
   * on chain (e.g. an allowance that suffices) and is left out, unless an interrupted run of this flow did it.
   */
  steps: readonly TransactionStep<D>[];
  /** When a step's outcome is known (e.g. to reload the screen's data, or go to the flow's result with its hash). */
  onSettled?: StepSettled<D>;
  /** Milliseconds before a confirmed step continues to the next by itself. */
  autoContinueMs?: number;
}

export interface TransactionSteps<D> {
  /** The steps this run shows (the ones to do, and those an interrupted run did). */
  steps: readonly RunStep<D>[];
  state: StepperState;
  step: RunStep<D>;
  /** This run picked up where an interrupted one stopped (its last step is confirmed), at that step. */
  resumed: RunPlan<D>['resumed'];
  /** The interrupted run's step still pending, at its index: sending it again would cost a fee and do it twice. */
  waitingFor: RunPlan<D>['waitingFor'];
  /** Sends the current step (the confirmation's submit); a wrong password or a refused send rejects. */
  confirm(prepared: PreparedTransaction, password?: string): Promise<void>;
  /** 'Next Step' without waiting. */
  next(): void;
  /** The same step again after a failure or a rejection. */
  retry(): void;
  /** On to the next step without this one, after a rejection or a failure (independent steps only). */
  skip(): void;
  /** This run's own id: the password typed at one step is remembered for this run's later steps only. */
  passwordScope: string;
}

/** The password typed in a flow is kept by the signer for its later steps: 30 s, one use per step left. */
const PASSWORD_CARRY_SECONDS = 30;

/**
 * The one engine that runs every multi-step flow: it sends each step through the account's signer (carrying the
 * password to the later steps), verifies it on chain, continues after 2000 ms, and lets the user retry a failed
 * or rejected step. An interrupted earlier run of the same flow is found at start: it resumes after its last
 * confirmed step, or waits while that step is still pending.
 */
export function useTransactionSteps<D>({
  account,
  flow,
  steps: allSteps,
  onSettled,
  autoContinueMs = AUTO_CONTINUE_MS,
}: TransactionStepsOptions<D>): TransactionSteps<D> {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const signer = useSigner(account);
  const services = useTransactionServices();
  const refresh = useRefreshAfterSend();
  const from = account.address;
  // A remembered password serves this run only, never another confirmation (docs/transactions.md#remembered-password).
  const [passwordScope] = useState(() => crypto.randomUUID());
  // Looked at once, when the flow starts: this run's own records must not look like an interruption.
  const [interrupted] = useState(() =>
    findInterruptedFlow(
      services.sent.transactionsOf(from),
      flow,
      network.chainId,
      allSteps.map((s) => s.id),
    ),
  );
  const { steps, startAt, resumed, waitingFor } = useMemo(
    () => planRun(allSteps, interrupted),
    [allSteps, interrupted],
  );
  const [state, dispatch] = useReducer(stepperReducer, undefined, () =>
    initialStepperState(steps.length, startAt),
  );
  const step = steps[state.index] ?? steps[0];
  if (!step) throw new Error('useTransactionSteps: a flow needs at least one step');
  // The effects below must not restart when a flow rebuilds its steps (new rows on every poll): refs.
  const settled = useRef(onSettled);
  settled.current = onSettled;
  const current = useRef(step);
  current.current = step;

  const confirm = useCallback(
    async (prepared: PreparedTransaction, password?: string) => {
      if (state.phase.name !== 'confirm') return;
      dispatch({ type: 'submit' });
      const later = state.count - 1 - state.index;
      try {
        const { hash } = await submitTransaction(services, {
          from,
          signer,
          prepared,
          flow,
          step: step.id,
          passwordScope,
          ...(password === undefined ? {} : { password }),
          ...(password !== undefined && later > 0
            ? { remember: { seconds: PASSWORD_CARRY_SECONDS, uses: later } }
            : {}),
        });
        dispatch({ type: 'submitted', hash });
        refresh(from);
      } catch (error) {
        if (isUserRejection(error)) {
          dispatch({ type: 'rejected', message: errorMessage(error, t) });
          return;
        }
        dispatch({ type: 'submitFailed' });
        throw error;
      }
    },
    [state, services, from, signer, flow, step, refresh, t, passwordScope],
  );

  // Verifying: what became of the sent step.
  const verifying = state.phase.name === 'verifying' ? state.phase.hash : undefined;
  useEffect(() => {
    if (!verifying) return;
    const controller = new AbortController();
    const done = (outcome: StepOutcome, error?: string) => {
      if (controller.signal.aborted) return;
      dispatch({ type: 'settled', outcome, ...(error === undefined ? {} : { error }) });
      settled.current?.(current.current, outcome, verifying);
      if (outcome !== 'timeout') refresh(from, 0);
    };
    trackTransaction(services, from, verifying, { signal: controller.signal }).then(
      (outcome) => done(outcome),
      (error: unknown) => done('error', errorMessage(error, t)),
    );
    return () => controller.abort();
  }, [verifying, services, from, refresh, t]);

  // A confirmed step that is not the last continues by itself.
  const canContinue = state.phase.name === 'succeeded' && state.index < state.count - 1;
  useEffect(() => {
    if (!canContinue) return;
    const timer = setTimeout(() => dispatch({ type: 'continue' }), autoContinueMs);
    return () => clearTimeout(timer);
  }, [canContinue, autoContinueMs]);

  return {
    steps,
    state,
    step,
    resumed,
    waitingFor,
    confirm,
    next: useCallback(() => dispatch({ type: 'continue' }), []),
    retry: useCallback(() => dispatch({ type: 'retry' }), []),
    skip: useCallback(() => dispatch({ type: 'skip' }), []),
    passwordScope,
  };
}
