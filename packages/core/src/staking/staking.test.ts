import { describe, expect, it } from 'vitest';
import { OPERA_MAINNET } from '../networks/OPERA_MAINNET.ts';
import { planApproval } from '../tx/planApproval.ts';
import { amountToUnlock } from './amountToUnlock.ts';
import { checkRestakeLimit } from './checkRestakeLimit.ts';
import { clampLockDays } from './clampLockDays.ts';
import type { DelegationState } from './DelegationState.ts';
import { delegationFlags } from './delegationFlags.ts';
import { generateWithdrawRequestId } from './generateWithdrawRequestId.ts';
import { lockDaysRange } from './lockDaysRange.ts';
import { lockDurationSeconds } from './lockDurationSeconds.ts';
import { STAKING } from './STAKING.ts';
import { undelegateAmountAfterUnlock } from './undelegateAmountAfterUnlock.ts';
import { validateLockAmount } from './validateLockAmount.ts';
import { validateStakeAmount } from './validateStakeAmount.ts';
import { validateUndelegateAmount } from './validateUndelegateAmount.ts';
import { validateValidatorSelected } from './validateValidatorSelected.ts';
import { withdrawRequestState } from './withdrawRequestState.ts';

const FTM = 10n ** 18n;
const DAY = 86_400n;
const { sftm: SFTM, stakeTokenizer: TOKENIZER } = OPERA_MAINNET.contracts;
const message = (r: { ok: boolean; error?: { message: string } }) => (r.ok ? undefined : r.error?.message);

describe('validateStakeAmount (docs/staking.md#delegate, docs/staking.md#restake-limit)', () => {
  it.each([
    ['1', { remaining: 10n * FTM }, undefined],
    ['abc', { remaining: 10n * FTM }, 'Invalid amount'],
    ['1', { remaining: -1n }, 'You have no balance left'],
    ['0.5', { remaining: 10n * FTM }, "You can't stake amount less than 1 FTM"],
    ['0', { remaining: 10n * FTM }, "You can't stake amount less than 1 FTM"],
    ['11', { remaining: 10n * FTM }, 'You can stake max 10 FTM'],
    [
      '6',
      { remaining: 10n * FTM, delegatedLimit: 5n * FTM, validatorName: 'Alpha' },
      'Staking limit reached. You can stake max 5.00 FTM on validator Alpha',
    ],
  ])('%j with %o → %s', (text, context, expected) => {
    expect(message(validateStakeAmount(text, context))).toBe(expected);
  });

  it("needs a validator: 'Please select a validator'", () => {
    expect(message(validateValidatorSelected(undefined))).toBe('Please select a validator');
    expect(validateValidatorSelected(3n)).toEqual({ ok: true, value: 3n });
  });

  it("restake above the delegated limit: 'Staking limit reached. You can restake max {n} FTM on validator {name}, {id}'", () => {
    const validator = { delegatedLimit: (15n * FTM) / 10n, name: 'Alpha', id: 7n };
    expect(message(checkRestakeLimit(2n * FTM, validator))).toBe(
      'Staking limit reached. You can restake max 1.50 FTM on validator Alpha, 7',
    );
    expect(checkRestakeLimit(FTM, validator).ok).toBe(true);
  });
});

describe('lock days (docs/staking.md#lock-days, with the 605 s rule)', () => {
  const now = 1_700_000_000n;
  const config = { now, minLockupDuration: 14n * DAY, maxLockupDuration: 365n * DAY };

  it('non-validator: max is the full days until the validator lock ends less 7300 s', () => {
    const range = lockDaysRange({ ...config, validatorLockedUntil: now + 100n * DAY, isValidator: false });
    expect(range).toEqual({ minDays: 14, maxDays: 99, canLock: true });
    const exact = lockDaysRange({
      ...config,
      validatorLockedUntil: now + 100n * DAY + 7300n,
      isValidator: false,
    });
    expect(exact.maxDays).toBe(100);
  });

  it('non-validator max never passes the configured maximum', () => {
    expect(
      lockDaysRange({ ...config, validatorLockedUntil: now + 900n * DAY, isValidator: false }).maxDays,
    ).toBe(365);
  });

  it("refuses when the validator lock is shorter than the minimum: 'Validator doesn't lock delegations or lock time is less than {n} days.'", () => {
    const range = lockDaysRange({ ...config, validatorLockedUntil: now + 10n * DAY, isValidator: false });
    expect(range.canLock).toBe(false);
    expect(range.message).toBe("Validator doesn't lock delegations or lock time is less than 14 days.");
    expect(lockDaysRange({ ...config, validatorLockedUntil: 0n, isValidator: false }).canLock).toBe(false);
  });

  it('validator locking its own stake: up to 365 days, min ≤ max is enough', () => {
    const range = lockDaysRange({ ...config, validatorLockedUntil: 0n, isValidator: true });
    expect(range).toEqual({ minDays: 14, maxDays: 365, canLock: true });
  });

  it('extending: minimum is the days left on the current lock plus one', () => {
    const range = lockDaysRange({
      ...config,
      validatorLockedUntil: now + 200n * DAY,
      isValidator: false,
      currentLockedUntil: now + 30n * DAY + 5n,
    });
    expect(range.minDays).toBe(31);
    const own = lockDaysRange({
      ...config,
      validatorLockedUntil: 0n,
      isValidator: true,
      currentLockedUntil: now + 3n * DAY,
    });
    expect(own.minDays).toBe(4);
  });

  it("extending past the maximum: 'You have reached maximum days to lock delegation.'", () => {
    const range = lockDaysRange({
      ...config,
      validatorLockedUntil: 0n,
      isValidator: true,
      currentLockedUntil: now + 365n * DAY,
    });
    expect(range.canLock).toBe(false);
    expect(range.message).toBe('You have reached maximum days to lock delegation.');
  });

  it('corrects input outside the range to the nearest bound and marks it invalid', () => {
    const range = { minDays: 14, maxDays: 99, canLock: true };
    expect(clampLockDays('20', range)).toEqual({ days: 20, valid: true });
    expect(clampLockDays('5', range)).toEqual({ days: 14, valid: false });
    expect(clampLockDays(500, range)).toEqual({ days: 99, valid: false });
    expect(clampLockDays('1.5', range)).toEqual({ days: 14, valid: false });
    expect(clampLockDays('-3', range)).toEqual({ days: 14, valid: false });
  });

  it.each([
    [14, 0xfa2, 605n],
    [15, 0xfa2, 15n * DAY],
    [14, 250, 14n * DAY],
    [14, 4003, 14n * DAY],
  ])('%i days on chain %i → %s s (605 s only on 0xfa2)', (days, chainId, seconds) => {
    expect(lockDurationSeconds(days, chainId)).toBe(seconds);
  });
});

describe('lock amount (docs/staking.md#lock-amount)', () => {
  it.each([
    ['abc', 'Invalid amount'],
    ['0.5', "You can't lock amount less than 1 FTM"],
    ['101', 'You can lock max 100 FTM'],
  ])('%j → %s', (text, expected) => {
    expect(message(validateLockAmount(text, 100n * FTM))).toBe(expected);
  });
  it('above 99.95 % of the delegation the full delegation is locked', () => {
    expect(validateLockAmount('99.96', 100n * FTM)).toEqual({ ok: true, value: 100n * FTM });
    expect(validateLockAmount('99.95', 100n * FTM)).toEqual({ ok: true, value: (9995n * FTM) / 100n });
  });
});

describe('undelegate (docs/staking.md#undelegate)', () => {
  it.each([
    ['1', undefined],
    ['50', undefined],
    ['0.9', 'You can undelegate min 1 FTM and max 50 FTM'],
    ['50.1', 'You can undelegate min 1 FTM and max 50 FTM'],
    ['x', 'You can undelegate min 1 FTM and max 50 FTM'],
  ])('%j → %s', (text, expected) => {
    expect(message(validateUndelegateAmount(text, 50n * FTM))).toBe(expected);
  });
  it('unlocks the requested amount minus what is already unlocked', () => {
    expect(amountToUnlock(10n * FTM, 4n * FTM)).toBe(6n * FTM);
    expect(amountToUnlock(3n * FTM, 4n * FTM)).toBe(0n);
  });
  it('reduces to the unlocked amount after the penalty and reports the slashing', () => {
    expect(undelegateAmountAfterUnlock(10n * FTM, 9n * FTM)).toEqual({ amount: 9n * FTM, slashing: FTM });
    expect(undelegateAmountAfterUnlock(5n * FTM, 9n * FTM)).toEqual({ amount: 5n * FTM, slashing: 0n });
  });
  it('repay step 1 allows 105 % of the outstanding sFTM, and none when the allowance covers it', () => {
    const repay = (outstanding: bigint, allowance: bigint) =>
      planApproval({
        token: SFTM,
        spender: TOKENIZER,
        amount: outstanding,
        allowance,
        margin: STAKING.repayAllowanceMarginBps,
      });
    expect(repay(100n * FTM, 0n)?.amount).toBe(105n * FTM);
    expect(repay(1n, 0n)?.amount).toBe(2n);
    expect(repay(100n * FTM, 100n * FTM - 1n)?.amount).toBe(105n * FTM);
    expect(repay(100n * FTM, 100n * FTM)).toBeNull();
    // The step raises the allowance (increaseAllowance, 0x39509351) by that much; pair tokens are approved instead.
    expect(repay(100n * FTM, 0n)?.call.data.slice(0, 10)).toBe('0x39509351');
    const lp = planApproval({
      token: SFTM,
      spender: TOKENIZER,
      amount: 1n,
      allowance: 0n,
      method: 'approve',
    });
    expect(lp?.call.data.slice(0, 10)).toBe('0x095ea7b3');
  });
});

describe('delegation flags (docs/staking.md#flags)', () => {
  const base: DelegationState = {
    amountDelegated: 10n * FTM,
    amountInWithdraw: 0n,
    pendingRewards: FTM,
    unlockedAmount: 10n * FTM,
    outstandingSftm: 0n,
    tokenizerAllowedToWithdraw: true,
    isFluidStakingActive: false,
    isDelegationLocked: false,
    lockedUntil: 0n,
    lockDuration: 0n,
  };
  const context = {
    now: 1_000_000n,
    isValidator: false,
    validatorLockedUntil: 1_000_000n + 400n * DAY,
    sftmBalance: 0n,
  };

  it('without fluid staking', () => {
    expect(delegationFlags(base, context)).toMatchObject({
      canClaim: true,
      canUndelegate: true,
      canIncreaseDelegation: false,
      canLock: true,
      canExtendLock: false,
      canMintSftm: false,
      canRepaySftm: false,
    });
    const allWithdrawing = delegationFlags({ ...base, amountInWithdraw: 10n * FTM }, context);
    expect(allWithdrawing.canUndelegate).toBe(false);
    expect(allWithdrawing.canIncreaseDelegation).toBe(true);
    expect(delegationFlags({ ...base, amountDelegated: 0n }, context).canClaim).toBe(false);
  });

  it('with fluid staking', () => {
    const fluid = { ...base, isFluidStakingActive: true };
    expect(delegationFlags(fluid, context).canClaim).toBe(true);
    expect(delegationFlags({ ...fluid, pendingRewards: 0n }, context).canClaim).toBe(false);
    expect(delegationFlags({ ...fluid, tokenizerAllowedToWithdraw: false }, context).canUndelegate).toBe(
      false,
    );
    expect(delegationFlags({ ...fluid, pendingRewards: 0n }, context).canIncreaseDelegation).toBe(true);
    expect(delegationFlags(fluid, context).canIncreaseDelegation).toBe(false);
  });

  it('locks, extension, mint and repay', () => {
    const locked = { ...base, isDelegationLocked: true, lockedUntil: 2_000_000n, lockDuration: 30n * DAY };
    expect(delegationFlags(locked, context)).toMatchObject({
      canLock: false,
      canExtendLock: true,
      canMintSftm: true,
    });
    const shortValidator = { ...context, validatorLockedUntil: context.now + 30n * DAY };
    expect(delegationFlags(locked, shortValidator).canExtendLock).toBe(false);
    expect(delegationFlags(locked, { ...shortValidator, isValidator: true }).canExtendLock).toBe(true);
    const minted = { ...locked, outstandingSftm: 5n * FTM, tokenizerAllowedToWithdraw: false };
    expect(delegationFlags(minted, { ...context, sftmBalance: 5n * FTM }).canRepaySftm).toBe(true);
    expect(delegationFlags(minted, { ...context, sftmBalance: 4n * FTM }).canRepaySftm).toBe(false);
    expect(delegationFlags(minted, context).canMintSftm).toBe(false);
  });
});

describe('withdraw request availability (docs/staking.md#withdraw-requests)', () => {
  const context = {
    now: 1_000_000n,
    withdrawalPeriodTime: 7n * DAY,
    pendingRequests: 1,
    outstandingSftm: 0n,
  };
  const ready = context.now - 7n * DAY - 900n;

  it('waits for the withdrawal period plus 900 s', () => {
    expect(withdrawRequestState({ createdTime: ready }, context)).toEqual({ state: 'available' });
    expect(withdrawRequestState({ createdTime: ready + 1n }, context)).toEqual({
      state: 'waiting',
      availableAt: context.now + 1n,
      secondsLeft: 1n,
    });
  });
  it('a request with a withdraw block is done', () => {
    expect(withdrawRequestState({ createdTime: ready, withdrawBlock: 5n }, context)).toEqual({
      state: 'withdrawn',
    });
  });
  it('blocked while sFTM is outstanding: "Can\'t withdraw, repay sFTM first please"', () => {
    expect(withdrawRequestState({ createdTime: ready }, { ...context, outstandingSftm: 1n })).toEqual({
      state: 'blocked',
      message: "Can't withdraw, repay sFTM first please",
    });
  });
  it("the 'final' request waits for the others", () => {
    expect(
      withdrawRequestState({ createdTime: ready, final: true }, { ...context, pendingRequests: 2 }).state,
    ).toBe('blocked');
    expect(withdrawRequestState({ createdTime: ready, final: true }, context).state).toBe('available');
  });
});

describe('withdraw request ids (random uint that survives hex round trips)', () => {
  it('are non-zero, distinct and exact through hex and number', () => {
    const ids = Array.from({ length: 200 }, generateWithdrawRequestId);
    expect(new Set(ids).size).toBe(200);
    for (const id of ids) {
      expect(id).toBeGreaterThan(0n);
      expect(BigInt(`0x${id.toString(16)}`)).toBe(id);
      expect(BigInt(Number(id))).toBe(id);
    }
  });
});
