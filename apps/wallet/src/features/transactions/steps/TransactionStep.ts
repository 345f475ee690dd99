import type { Address, TransactionCall } from '@fantom-wallet/core';
import type { ReactNode } from 'react';
import type { ConfirmationRow } from '../confirm/ConfirmationRow.ts';

/**
 * How a step is shown, picked by its flow's view from the step's kind and description (the flow's `present`):
 * never carried by the step itself (docs/transactions.md#steps).
 */
export interface StepView {
  /** The step's name in the step indicator ('Allow', 'Confirm', 'Unlock'). */
  label: string;
  /** What the confirmation lists above the fee. */
  rows: ConfirmationRow[];
  /** Shown above the confirmation (e.g. "You're allowing 4,200.00 sFTM"). */
  intro?: ReactNode;
  title?: string;
  submitLabel?: string;
  /** The flow's password prompt ('Please enter your wallet password to delegate your FTM'). */
  passwordLabel?: string;
  /** The result's title once the chain has confirmed it ('Delegation Successful'). */
  successTitle: string;
}

interface StepBase<D> {
  /** Stable within the flow ('allow', 'repay', 'unlock' …): recorded with the transaction, used to resume. */
  id: string;
  /**
   * The transaction, prepared (gas, price, nonce) when its confirmation opens. null while it cannot be built yet
   * (it depends on what an earlier step did on chain): the confirmation waits.
   */
  call: TransactionCall | null;
  /** What the step does, in the flow's own terms (kind + the values its view shows): data, never presentation. */
  description: D;
  /** Already in effect on chain (an allowance that suffices): left out of the run, unless an interrupted run did it. */
  skip?: boolean;
  /** The advanced section's gas price and limit, used as given (sends only). */
  gasPrice?: bigint;
  gasLimit?: bigint;
}

/**
 * One transaction of a flow, as data: an approval of a token to a spender, wrapping FTM, or the flow's own call,
 * with what it does. A flow is a list of these built by a pure function (its plan); one engine
 * (useTransactionSteps) and one component (TransactionStepper) run every list, and the flow's `present` picks how
 * each step is shown.
 */
export type TransactionStep<D = unknown> =
  | (StepBase<D> & { kind: 'approve'; token: Address; spender: Address; amount: bigint })
  | (StepBase<D> & { kind: 'wrap'; amount: bigint })
  | (StepBase<D> & { kind: 'call' });

/** A flow's view: how each of its steps is shown. */
export type PresentStep<D> = (step: TransactionStep<D>) => StepView;
