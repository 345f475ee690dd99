import { describe, expect, it } from 'vitest';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';
import { findInterruptedFlow } from './findInterruptedFlow.ts';

const TO = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
let n = 0;
function record(overrides: Partial<SentTransaction>): SentTransaction {
  n++;
  return {
    hash: `0x${n.toString(16).padStart(64, '0')}`,
    nonce: n,
    to: TO,
    value: '0',
    submittedAt: n,
    state: 'success',
    chainId: 4003,
    ...overrides,
  };
}
const repay = { id: 'repay-sftm', subject: '2' } as const;
const steps = ['allow', 'repay'];

describe('findInterruptedFlow (docs/transactions.md#multi-step-flows)', () => {
  it('a flow that stopped after its first step is interrupted there, pending or confirmed', () => {
    const allow = record({ flow: 'repay-sftm', subject: '2', step: 'allow' });
    expect(findInterruptedFlow([allow], repay, 4003, steps)).toEqual({ record: allow, stepIndex: 0 });
    const pending = { ...allow, state: 'pending' as const };
    expect(findInterruptedFlow([pending], repay, 4003, steps)?.record.state).toBe('pending');
  });

  it('a finished flow, a failed step, another subject, another chain or another flow is not interrupted', () => {
    const allow = record({ flow: 'repay-sftm', subject: '2', step: 'allow' });
    const done = record({ flow: 'repay-sftm', subject: '2', step: 'repay' });
    expect(findInterruptedFlow([allow, done], repay, 4003, steps)).toBeUndefined();
    expect(findInterruptedFlow([{ ...allow, state: 'failed' }], repay, 4003, steps)).toBeUndefined();
    expect(findInterruptedFlow([allow], { ...repay, subject: '3' }, 4003, steps)).toBeUndefined();
    expect(findInterruptedFlow([allow], repay, 250, steps)).toBeUndefined();
    expect(findInterruptedFlow([allow], { id: 'undelegate', subject: '2' }, 4003, steps)).toBeUndefined();
  });

  it('only the newest record of the flow counts; a record from before per-chain records counts as this chain', () => {
    const old = record({ flow: 'repay-sftm', subject: '2', step: 'repay' });
    const { chainId: _none, ...allow } = record({ flow: 'repay-sftm', subject: '2', step: 'allow' });
    expect(findInterruptedFlow([old, allow], repay, 4003, steps)?.record).toEqual(allow);
    expect(findInterruptedFlow([allow, old], repay, 4003, steps)).toBeUndefined();
  });

  it('a three-step flow interrupted after its second step resumes at the third', () => {
    const flow = { id: 'stake' } as const;
    const second = record({ flow: 'stake', step: 'approve-b' });
    expect(findInterruptedFlow([second], flow, 4003, ['approve-a', 'approve-b', 'add'])?.stepIndex).toBe(1);
  });
});
