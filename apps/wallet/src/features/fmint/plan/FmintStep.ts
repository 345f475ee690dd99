import type { TransactionStep } from '../../transactions/index.ts';

/** What one transaction of an fMint flow does, with the values its view shows (docs/fmint.md#transactions). */
export type FmintStepAction =
  /** Raise fMint's allowance by `amount` (the need plus the margin; the need itself when left out). */
  | { kind: 'allow'; amount: bigint }
  | { kind: 'deposit'; amount: bigint }
  /** `all`: the remainder rule withdraws the whole locked balance. */
  | { kind: 'withdraw'; amount: bigint; all: boolean }
  /** `max`: the contract mints its own maximum at the minimum ratio (`mustMintMax`); `amount` is what was asked. */
  | { kind: 'mint'; amount: bigint; fee: bigint; received: bigint; max: boolean }
  /** `max`: all of the debt the wallet holds is repaid (`mustRepayMax`); `amount` is that, or the difference. */
  | { kind: 'repay'; amount: bigint; max: boolean }
  | { kind: 'claim' }
  | { kind: 'push' };

/**
 * A step's action and which of the flow's transactions it is ('Confirmation (2/2)'): counted among those to send,
 * so an Allow the allowance makes unnecessary does not count.
 */
export type FmintStep = FmintStepAction & { position: { step: number; steps: number } };

/** Numbers a flow's steps among those not skipped. */
export function numberSteps(
  steps: readonly TransactionStep<FmintStepAction>[],
): TransactionStep<FmintStep>[] {
  const sent = steps.filter((step) => step.skip !== true);
  return steps.map((step) => ({
    ...step,
    description: {
      ...step.description,
      position: { step: Math.max(1, sent.indexOf(step) + 1), steps: sent.length },
    },
  }));
}
