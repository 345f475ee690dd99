import type { InterruptedFlow } from './findInterruptedFlow.ts';
import type { TransactionStep } from './TransactionStep.ts';

/** A step as a run shows it: the flow's own, plus whether an interrupted run of the flow already did it. */
export type RunStep<D = unknown> = TransactionStep<D> & { doneBefore: boolean };

/** What a run of a flow shows and where it starts, every index among the run's own steps. */
export interface RunPlan<D> {
  /** The steps this run shows: those to do, and those an interrupted run did. */
  steps: RunStep<D>[];
  /** The first step to do. */
  startAt: number;
  /** The interrupted run's last confirmed step, when this run picks up after it (index: that step). */
  resumed: { index: number; flow: InterruptedFlow } | undefined;
  /** The interrupted run's step still pending: sending it again would cost a fee and do it twice. */
  waitingFor: { index: number; flow: InterruptedFlow } | undefined;
}

/**
 * A run of a flow's steps, given what an interrupted earlier run left (docs/transactions.md#multi-step-flows):
 * steps already in effect on chain (`skip`) are left out unless the interrupted run did them; the run starts
 * after the interrupted run's last confirmed step, or waits while that step is still pending. The interrupted run
 * is matched by its step's id, so every index here is among the run's own steps.
 */
export function planRun<D>(
  steps: readonly TransactionStep<D>[],
  interrupted: InterruptedFlow | undefined,
): RunPlan<D> {
  const lastId = interrupted?.record.step;
  const lastAt = steps.findIndex((step) => step.id === lastId);
  const confirmed = interrupted?.record.state === 'success';
  const run = steps
    .map((step, i) => ({
      ...step,
      doneBefore: confirmed && lastAt >= 0 && i <= lastAt && step.skip === true,
    }))
    .filter((step) => step.skip !== true || step.doneBefore);
  const doneUpTo = confirmed ? run.findIndex((step) => step.id === lastId) : -1;
  const startAt = run.findIndex((step) => !step.doneBefore);
  const pendingAt =
    interrupted?.record.state === 'pending' ? run.findIndex((step) => step.id === lastId) : -1;
  return {
    steps: run,
    startAt: Math.max(0, startAt),
    resumed:
      interrupted !== undefined && startAt > 0 && doneUpTo >= 0
        ? { index: doneUpTo, flow: interrupted }
        : undefined,
    waitingFor:
      interrupted !== undefined && pendingAt >= 0 ? { index: pendingAt, flow: interrupted } : undefined,
  };
}
