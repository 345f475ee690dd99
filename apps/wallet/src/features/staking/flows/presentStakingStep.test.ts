import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from '../plan/StakingStep.ts';
import { presentStakingStep } from './presentStakingStep.tsx';

// The keys stand for the words: which prompt, title and button each kind gets (docs/staking.md#password-prompts,
// #steps-and-results), not how en-US says them.
const t = ((key: string) => key) as unknown as TFunction;
const present = presentStakingStep({
  t,
  language: 'en-US',
  account: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', type: 'keystore' },
  validator: { name: 'Alpha' },
  balance: 5n,
});
const view = (description: StakingStep) => {
  const step: TransactionStep<StakingStep> = { kind: 'call', id: description.kind, call: null, description };
  const { label, title, submitLabel, passwordLabel, successTitle, rows } = present(step);
  return { label, title, submitLabel, passwordLabel, successTitle, rows: rows.map((r) => r.label) };
};
const delegation = ['staking.confirm.validator', 'staking.confirm.from'];

describe('presentStakingStep: each kind its words (docs/staking.md)', () => {
  it('the delegation says Send From and its amount', () => {
    expect(view({ kind: 'delegate', validatorId: 1n, amount: 2n })).toEqual({
      label: 'staking.steps.confirm',
      title: 'staking.confirm.delegateTitle',
      submitLabel: 'staking.confirm.delegate',
      passwordLabel: 'staking.password.delegate',
      successTitle: 'staking.success.delegate',
      rows: ['staking.confirm.validator', 'staking.confirm.sendFrom', 'staking.confirm.amount'],
    });
  });

  it('claim and restake differ in title, button and success, not in prompt', () => {
    const claim = view({ kind: 'claim', validatorId: 1n, restake: false, rewards: 2n });
    const restake = view({ kind: 'claim', validatorId: 1n, restake: true, rewards: 2n });
    expect(claim).toMatchObject({
      title: 'staking.claim.title',
      submitLabel: 'staking.claimRewards',
      successTitle: 'staking.success.claim',
      rows: [...delegation, 'staking.claim.rewards'],
    });
    expect(restake).toMatchObject({
      title: 'staking.claim.restakeTitle',
      submitLabel: 'staking.claimRestake',
      successTitle: 'staking.success.restake',
    });
    expect(claim.passwordLabel).toBe(restake.passwordLabel);
  });

  it('unlock and allow name their own step; the rest are Confirm', () => {
    expect(view({ kind: 'unlock', validatorId: 1n, amount: 2n })).toMatchObject({
      label: 'staking.steps.unlock',
      passwordLabel: 'staking.password.unlock',
      successTitle: 'staking.success.unlock',
      rows: [...delegation, 'staking.unlock.amount'],
    });
    expect(view({ kind: 'allow', validatorId: 1n, amount: 2n })).toMatchObject({
      label: 'staking.steps.allow',
      passwordLabel: 'staking.password.repay',
      successTitle: 'staking.success.allow',
      rows: delegation,
    });
    expect(view({ kind: 'repay', validatorId: 1n, amount: 2n })).toMatchObject({
      label: 'staking.steps.confirm',
      passwordLabel: 'staking.password.repay',
      successTitle: 'staking.success.other',
    });
  });

  it('lock, undelegate, withdraw and mint: their rows and prompts', () => {
    expect(
      view({ kind: 'lock', validatorId: 1n, extending: false, days: 14, lockedUntil: 0n, amount: 2n }),
    ).toMatchObject({ rows: [...delegation, 'staking.lock.until'], passwordLabel: 'staking.password.lock' });
    expect(view({ kind: 'undelegate', validatorId: 1n, amount: 2n, slashing: 0n })).toMatchObject({
      rows: [...delegation, 'staking.undelegate.amountRow'],
      passwordLabel: 'staking.password.undelegate',
    });
    expect(view({ kind: 'withdraw', validatorId: 1n, requestId: 3n, amount: 2n })).toMatchObject({
      rows: [...delegation, 'staking.confirm.amount', 'staking.withdraw.value'],
      passwordLabel: 'staking.password.withdraw',
      successTitle: 'staking.success.other',
    });
    expect(view({ kind: 'mint', validatorId: 1n, amount: 2n })).toMatchObject({
      rows: delegation,
      passwordLabel: 'staking.password.mint',
    });
  });

  it('the slashing note shows only when the unlock took something', () => {
    const step = (slashing: bigint): TransactionStep<StakingStep> => ({
      kind: 'call',
      id: 'undelegate',
      call: null,
      description: { kind: 'undelegate', validatorId: 1n, amount: 2n, slashing },
    });
    expect(present(step(0n)).intro).toBeUndefined();
    expect(present(step(1n)).intro).toBeDefined();
  });
});
