import type { Address, TransactionCall } from '@fantom-wallet/core';
import type { ReactNode } from 'react';
import type { ConfirmationRow } from '../confirm/ConfirmationRow.ts';

interface StepBase {
  /** Stable within the flow ('allow', 'repay', 'unlock' …): recorded with the transaction, used to resume. */
  id: string;
  /** The step's name in the step indicator ('Allow', 'Confirm', 'Unlock'). */
  label: string;
  /**
   * The transaction, prepared (gas, price, nonce) when its confirmation opens. Memoise it. null while it cannot
   * be built yet (it depends on what an earlier step did on chain): the confirmation waits.
   */
  call: TransactionCall | null;
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
  /** The advanced section's gas price and limit, used as given (sends only). */
  gasPrice?: bigint;
  gasLimit?: bigint;
}

/**
 * One transaction of a multi-step flow, as data: an approval of a token to a spender, wrapping FTM, or the
 * flow's own call. A flow is a list of these built by a pure function; one engine (useTransactionSteps) and one
 * component (TransactionStepper) run every list.
 */
export type TransactionStep =
  | (StepBase & { kind: 'approve'; token: Address; spender: Address; amount: bigint })
  | (StepBase & { kind: 'wrap'; amount: bigint })
  | (StepBase & { kind: 'call' });
