import type { Hash, PreparedTransaction } from '@fantom-wallet/core';
import { useEffect, useRef } from 'react';
import type { Account } from '../../storage/accounts/Account.ts';
import {
  type PresentStep,
  stepConfirmation,
  TransactionConfirmation,
  type TransactionStep,
  useTransactionSteps,
} from '../transactions/index.ts';
import type { SendStep } from './planSend.ts';

/**
 * A send's confirmation (docs/send.md#send-flow): its one step run by the step engine, shown without a step
 * indicator, whose result is a page of its own — so once the API accepts the transaction the send moves on with
 * its hash (`onSent`), and a refusal to sign goes to the reject message. `guard` wraps the send: `before` runs
 * first and may refuse by throwing; `notSent` runs when it ended without a transaction (failed, refused).
 */
export function SendStepConfirmation({
  account,
  steps,
  present,
  onCancel,
  onSent,
  onRejected,
  guard,
}: {
  account: Account;
  /** The send's one step (memoise it). */
  steps: readonly TransactionStep<SendStep>[];
  present: PresentStep<SendStep>;
  onCancel: () => void;
  onSent: (hash: Hash) => void;
  onRejected: () => void;
  guard?: { before: () => void; notSent: () => void };
}) {
  const run = useTransactionSteps({ account, flow: { id: 'send' }, steps });
  const { step } = run;
  const { phase } = run.state;
  const latest = useRef({ onSent, onRejected, guard });
  latest.current = { onSent, onRejected, guard };
  const sent = phase.name === 'verifying' ? phase.hash : undefined;
  useEffect(() => {
    if (sent) latest.current.onSent(sent);
  }, [sent]);
  const rejected = phase.name === 'rejected';
  useEffect(() => {
    if (!rejected) return;
    latest.current.guard?.notSent();
    latest.current.onRejected();
  }, [rejected]);

  const confirm = async (prepared: PreparedTransaction, password: string | undefined) => {
    guard?.before();
    try {
      await run.confirm(prepared, password);
    } catch (error) {
      guard?.notSent();
      throw error;
    }
  };
  return (
    <TransactionConfirmation
      account={account}
      {...stepConfirmation(step, present(step))}
      passwordScope={run.passwordScope}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
