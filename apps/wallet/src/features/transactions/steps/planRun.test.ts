import { describe, expect, it } from 'vitest';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';
import type { InterruptedFlow } from './findInterruptedFlow.ts';
import { planRun } from './planRun.ts';
import type { TransactionStep } from './TransactionStep.ts';

const TOKEN = '0x7e57000000000000000000000000000000000006';
const ROUTER = '0xF491e7B69E4244ad4002BC14e878a34207E38c29';

const allow = (skip: boolean): TransactionStep<string> => ({
  kind: 'approve',
  id: 'allow',
  token: TOKEN,
  spender: ROUTER,
  amount: 1n,
  call: null,
  description: 'allow',
  skip,
});
const call = (id: string): TransactionStep<string> => ({ kind: 'call', id, call: null, description: id });

const interrupted = (step: string, state: SentTransaction['state']): InterruptedFlow => ({
  record: {
    hash: `0x${'1'.repeat(64)}`,
    nonce: 1,
    to: TOKEN,
    value: '0',
    submittedAt: 1,
    state,
    chainId: 4003,
    flow: 'funi-swap',
    subject: 'x',
    step,
  },
  stepIndex: 0,
});

describe('planRun (docs/transactions.md#multi-step-flows)', () => {
  it('leaves out a step already in effect; a fresh run starts at its first step', () => {
    const plan = planRun([allow(true), call('swap')], undefined);
    expect(plan.steps.map((s) => s.id)).toEqual(['swap']);
    expect(plan).toMatchObject({ startAt: 0, resumed: undefined, waitingFor: undefined });
    expect(planRun([allow(false), call('swap')], undefined).steps.map((s) => s.id)).toEqual([
      'allow',
      'swap',
    ]);
  });

  it('after an interrupted run confirmed its Allow (now in effect): shows it done and starts at the next step', () => {
    const flow = interrupted('allow', 'success');
    const plan = planRun([allow(true), call('swap')], flow);
    expect(plan.steps.map((s) => [s.id, s.doneBefore])).toEqual([
      ['allow', true],
      ['swap', false],
    ]);
    expect(plan.startAt).toBe(1);
    expect(plan.resumed).toEqual({ index: 0, flow });
    expect(plan.waitingFor).toBeUndefined();
  });

  it('an interrupted step whose effect is gone (the allowance was spent) is done again', () => {
    const plan = planRun([allow(false), call('swap')], interrupted('allow', 'success'));
    expect(plan.steps.map((s) => [s.id, s.doneBefore])).toEqual([
      ['allow', false],
      ['swap', false],
    ]);
    expect(plan).toMatchObject({ startAt: 0, resumed: undefined });
  });

  it('an interrupted step still pending is waited for, at its index among the run’s steps', () => {
    const flow = interrupted('unlock', 'pending');
    const plan = planRun([allow(true), call('unlock'), call('repay')], flow);
    expect(plan.steps.map((s) => s.id)).toEqual(['unlock', 'repay']);
    expect(plan.waitingFor).toEqual({ index: 0, flow });
    // Pending, but its effect is already there (skipped): nothing to wait for.
    expect(planRun([allow(true), call('swap')], interrupted('allow', 'pending')).waitingFor).toBeUndefined();
  });

  it('an interrupted run of steps this flow does not have changes nothing', () => {
    const plan = planRun([allow(true), call('swap')], interrupted('something-else', 'success'));
    expect(plan).toMatchObject({ startAt: 0, resumed: undefined, waitingFor: undefined });
    expect(plan.steps.map((s) => s.id)).toEqual(['swap']);
  });
});
