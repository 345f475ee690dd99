import type { StepView, TransactionStep } from './TransactionStep.ts';

/**
 * What a step's confirmation shows of the step and its view (the call, the rows, the advanced gas, the labels), the
 * same for a run of steps and for a send's one step.
 */
export function stepConfirmation(step: TransactionStep, view: StepView) {
  return {
    call: step.call,
    rows: view.rows,
    gasPrice: step.gasPrice,
    gasLimit: step.gasLimit,
    title: view.title,
    submitLabel: view.submitLabel,
    passwordLabel: view.passwordLabel,
  };
}
