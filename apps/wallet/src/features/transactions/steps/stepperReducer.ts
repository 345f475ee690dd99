import type { Hash } from '@fantom-wallet/core';

/** What the chain said about a submitted step: confirmed, reverted, not decided within 120 s, or unknown. */
export type StepOutcome = 'success' | 'failed' | 'timeout' | 'error';

/** Where the current step stands. */
export type StepPhase =
  /** The confirmation is open: the user reviews it and confirms (password, device or external wallet). */
  | { name: 'confirm' }
  | { name: 'submitting' }
  | { name: 'verifying'; hash: Hash }
  | { name: 'succeeded'; hash: Hash }
  /** Reverted, still undecided after 120 s, or its check failed: Close, or try the step again. */
  | { name: 'failed'; hash: Hash; outcome: Exclude<StepOutcome, 'success'>; error?: string }
  /** The user refused to sign (in an external wallet or on a device): the reject message. */
  | { name: 'rejected'; message: string };

export interface StepperState {
  /** How many transactions the flow sends. */
  count: number;
  /** The current one, 0-based. */
  index: number;
  phase: StepPhase;
  /** The hash of each step that was sent. */
  hashes: readonly (Hash | undefined)[];
}

export type StepperAction =
  | { type: 'submit' }
  | { type: 'submitted'; hash: Hash }
  /** Sending failed before a hash existed (wrong password, node refused): back to the confirmation. */
  | { type: 'submitFailed' }
  | { type: 'rejected'; message: string }
  | { type: 'settled'; outcome: StepOutcome; error?: string }
  /** On to the next step (after 2000 ms, or 'Next Step'). */
  | { type: 'continue' }
  /** The same step again after a failure or a rejection. */
  | { type: 'retry' }
  /**
   * On to the next step without this one, after a rejection or a failure (not a time-out: it may still land), in a
   * flow whose steps do not depend on each other (revoking several approvals).
   */
  | { type: 'skip' };

/** A flow of `count` transactions starting at `startAt` (later than 0 when an interrupted flow resumes). */
export function initialStepperState(count: number, startAt = 0): StepperState {
  if (!Number.isInteger(count) || count < 1)
    throw new RangeError(`a flow needs at least one step, got ${count}`);
  const index = Math.min(Math.max(0, startAt), count - 1);
  return { count, index, phase: { name: 'confirm' }, hashes: Array.from({ length: count }, () => undefined) };
}

/** Whether the last step is confirmed on chain: the flow is finished. */
export function isFinished(state: StepperState): boolean {
  return state.phase.name === 'succeeded' && state.index === state.count - 1;
}

/**
 * The step engine's transitions, pure. An action that does not fit the current phase (a second click while
 * sending, a late answer after a retry) leaves the state unchanged.
 */
export function stepperReducer(state: StepperState, action: StepperAction): StepperState {
  const { phase } = state;
  switch (action.type) {
    case 'submit':
      return phase.name === 'confirm' ? { ...state, phase: { name: 'submitting' } } : state;
    case 'submitted':
      if (phase.name !== 'submitting') return state;
      return {
        ...state,
        phase: { name: 'verifying', hash: action.hash },
        hashes: state.hashes.map((h, i) => (i === state.index ? action.hash : h)),
      };
    case 'submitFailed':
      return phase.name === 'submitting' ? { ...state, phase: { name: 'confirm' } } : state;
    case 'rejected':
      return phase.name === 'submitting'
        ? { ...state, phase: { name: 'rejected', message: action.message } }
        : state;
    case 'settled':
      if (phase.name !== 'verifying') return state;
      return action.outcome === 'success'
        ? { ...state, phase: { name: 'succeeded', hash: phase.hash } }
        : {
            ...state,
            phase: {
              name: 'failed',
              hash: phase.hash,
              outcome: action.outcome,
              ...(action.error === undefined ? {} : { error: action.error }),
            },
          };
    case 'continue':
      if (phase.name !== 'succeeded' || state.index >= state.count - 1) return state;
      return { ...state, index: state.index + 1, phase: { name: 'confirm' } };
    case 'skip': {
      const stopped = phase.name === 'rejected' || (phase.name === 'failed' && phase.outcome !== 'timeout');
      return stopped && state.index < state.count - 1
        ? { ...state, index: state.index + 1, phase: { name: 'confirm' } }
        : state;
    }
    case 'retry':
      return phase.name === 'failed' || phase.name === 'rejected'
        ? { ...state, phase: { name: 'confirm' } }
        : state;
  }
}
