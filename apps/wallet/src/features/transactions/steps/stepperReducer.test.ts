import { describe, expect, it } from 'vitest';
import {
  initialStepperState,
  isFinished,
  type StepperAction,
  type StepperState,
  stepperReducer,
} from './stepperReducer.ts';

const hash = (n: number): `0x${string}` => `0x${n.toString(16).padStart(64, '0')}`;
const run = (state: StepperState, ...actions: StepperAction[]) => actions.reduce(stepperReducer, state);

describe('stepperReducer (docs/transactions.md#multi-step-flows)', () => {
  it('a three-step flow (two approvals and a call, as add-liquidity needs) runs to the end', () => {
    let state = initialStepperState(3);
    expect(state).toMatchObject({ count: 3, index: 0, phase: { name: 'confirm' } });
    for (const [index, h] of [hash(1), hash(2), hash(3)].entries()) {
      expect(state.index).toBe(index);
      state = run(state, { type: 'submit' }, { type: 'submitted', hash: h });
      expect(state.phase).toEqual({ name: 'verifying', hash: h });
      state = run(state, { type: 'settled', outcome: 'success' });
      expect(state.phase).toEqual({ name: 'succeeded', hash: h });
      expect(isFinished(state)).toBe(index === 2);
      state = stepperReducer(state, { type: 'continue' });
    }
    expect(isFinished(state)).toBe(true);
    expect(state.index).toBe(2);
    expect(state.hashes).toEqual([hash(1), hash(2), hash(3)]);
  });

  it('a failed send (wrong password, node refusal) returns to the same confirmation', () => {
    const state = run(initialStepperState(3), { type: 'submit' }, { type: 'submitFailed' });
    expect(state).toMatchObject({ index: 0, phase: { name: 'confirm' } });
  });

  it('a rejection shows the reject message; retry opens the same step again', () => {
    let state = run(initialStepperState(3), { type: 'submit' }, { type: 'submitted', hash: hash(1) });
    state = run(state, { type: 'settled', outcome: 'success' }, { type: 'continue' }, { type: 'submit' });
    state = stepperReducer(state, { type: 'rejected', message: 'Transaction rejected' });
    expect(state).toMatchObject({ index: 1, phase: { name: 'rejected', message: 'Transaction rejected' } });
    state = stepperReducer(state, { type: 'retry' });
    expect(state).toMatchObject({ index: 1, phase: { name: 'confirm' } });
  });

  it('a reverted step, a time-out or a failed check stop the flow there; retry sends the step again', () => {
    for (const outcome of ['failed', 'timeout', 'error'] as const) {
      let state = run(initialStepperState(2), { type: 'submit' }, { type: 'submitted', hash: hash(1) });
      state = stepperReducer(state, { type: 'settled', outcome, error: 'boom' });
      expect(state.phase).toEqual({ name: 'failed', hash: hash(1), outcome, error: 'boom' });
      expect(stepperReducer(state, { type: 'continue' })).toBe(state);
      expect(stepperReducer(state, { type: 'retry' })).toMatchObject({
        index: 0,
        phase: { name: 'confirm' },
      });
    }
  });

  it('skip goes on to the next step after a rejection or a failure, never after a time-out, success or the last step', () => {
    const second = run(
      initialStepperState(3),
      { type: 'submit' },
      { type: 'submitted', hash: hash(1) },
      { type: 'settled', outcome: 'success' },
      { type: 'continue' },
      { type: 'submit' },
    );
    const rejected = stepperReducer(second, { type: 'rejected', message: 'Transaction rejected' });
    const skipped = stepperReducer(rejected, { type: 'skip' });
    expect(skipped).toMatchObject({ index: 2, phase: { name: 'confirm' } });
    expect(skipped.hashes).toEqual([hash(1), undefined, undefined]);
    const sent = run(second, { type: 'submitted', hash: hash(2) });
    for (const outcome of ['failed', 'error'] as const)
      expect(stepperReducer(run(sent, { type: 'settled', outcome }), { type: 'skip' })).toMatchObject({
        index: 2,
        phase: { name: 'confirm' },
      });
    for (const state of [
      run(sent, { type: 'settled', outcome: 'timeout' }),
      run(sent, { type: 'settled', outcome: 'success' }),
      second,
      run(skipped, { type: 'submit' }, { type: 'rejected', message: 'no' }),
    ])
      expect(stepperReducer(state, { type: 'skip' })).toBe(state);
  });

  it('ignores actions that do not fit the phase: a second click while sending, a late answer, continue past the end', () => {
    const submitting = run(initialStepperState(2), { type: 'submit' });
    expect(stepperReducer(submitting, { type: 'submit' })).toBe(submitting);
    expect(stepperReducer(submitting, { type: 'settled', outcome: 'success' })).toBe(submitting);
    expect(stepperReducer(submitting, { type: 'retry' })).toBe(submitting);
    const confirm = initialStepperState(2);
    expect(stepperReducer(confirm, { type: 'submitted', hash: hash(1) })).toBe(confirm);
    expect(stepperReducer(confirm, { type: 'continue' })).toBe(confirm);
    const finished = run(
      initialStepperState(1),
      { type: 'submit' },
      { type: 'submitted', hash: hash(1) },
      {
        type: 'settled',
        outcome: 'success',
      },
    );
    expect(stepperReducer(finished, { type: 'continue' })).toBe(finished);
  });

  it('a resumed flow starts at a later step; a flow has at least one step', () => {
    expect(initialStepperState(2, 1)).toMatchObject({ index: 1, phase: { name: 'confirm' } });
    expect(initialStepperState(2, 9).index).toBe(1);
    expect(() => initialStepperState(0)).toThrow(RangeError);
  });
});
