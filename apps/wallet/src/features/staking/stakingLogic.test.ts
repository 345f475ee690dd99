import { MESSAGES, WEI_PER_FTM } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import type { SentTransaction } from '../../storage/sentTransactions/SentTransaction.ts';
import { findInterruptedFlow } from '../transactions/steps/findInterruptedFlow.ts';
import { withdrawRows } from './detail/withdrawRows.ts';
import { checkLockForm } from './flows/checkLockForm.ts';
import { checkStakeForm } from './flows/checkStakeForm.ts';
import { formatTimeLeft } from './format/formatTimeLeft.ts';
import { REPAY_STEP_IDS } from './plan/REPAY_STEP_IDS.ts';
import { parseId } from './routes/parseId.ts';
import { pickerValidators } from './validators/pickerValidators.ts';
import { sortValidators } from './validators/sortValidators.ts';
import { toValidator } from './validators/toValidator.ts';
import type { Validator } from './validators/Validator.ts';

const FTM = WEI_PER_FTM;
const DAY = 86_400n;

function validator(id: number, overrides: Partial<Validator> = {}): Validator {
  return {
    id: BigInt(id),
    address: `0x${id.toString(16).padStart(40, '0')}`,
    name: `V${id}`,
    logoUrl: null,
    website: null,
    selfStaked: 1_000n * FTM,
    delegated: 10n * FTM,
    totalStaked: 1_010n * FTM,
    delegatedLimit: 100_000n * FTM,
    isActive: true,
    isOffline: false,
    isCheater: false,
    lockedUntil: 0n,
    ...overrides,
  };
}

describe('validator picker (docs/staking.md#validator-picker)', () => {
  const all = [
    validator(1),
    validator(2, { isOffline: true }),
    validator(3, { isCheater: true }),
    validator(4, { selfStaked: 0n, totalStaked: 0n, delegated: 0n }),
    validator(5, { name: null }),
    validator(6),
  ];

  it('hides cheaters and zero-stake validators; disables offline and already-delegated ones', () => {
    const rows = pickerValidators(all, new Set([6n]), () => 0.5);
    expect(rows.map((r) => r.id).sort()).toEqual([1n, 2n, 5n, 6n]);
    const reason = new Map(rows.map((r) => [r.id, r.disabledReason]));
    expect(reason.get(1n)).toBeNull();
    expect(reason.get(2n)).toBe('offline');
    expect(reason.get(5n)).toBeNull();
    expect(reason.get(6n)).toBe('delegated');
  });

  it('comes in a random order that depends on the random source', () => {
    const a = pickerValidators(all, new Set(), () => 0).map((r) => r.id);
    const b = pickerValidators(all, new Set(), () => 0.99).map((r) => r.id);
    expect(a).not.toEqual(b);
    expect([...a].sort()).toEqual([...b].sort());
  });

  it('sorts every column both ways; unnamed validators sort as unknown', () => {
    const rows = [
      validator(1, { name: 'zeta', selfStaked: 5n }),
      validator(2, { name: null, selfStaked: 9n }),
      validator(3, { name: 'alpha', selfStaked: 1n }),
    ];
    expect(sortValidators(rows, 'name', 'asc').map((r) => r.id)).toEqual([3n, 2n, 1n]);
    expect(sortValidators(rows, 'selfStaked', 'desc').map((r) => r.id)).toEqual([2n, 1n, 3n]);
    expect(sortValidators(rows, 'id', 'desc').map((r) => r.id)).toEqual([3n, 2n, 1n]);
  });

  it('reads the API staker: blank names are unknown, total falls back to stake + delegated', () => {
    const v = toValidator({
      id: 7n,
      stakerAddress: '0x00000000000000000000000000000000000000aa',
      stake: 16n,
      totalStake: null,
      delegatedMe: 5n,
      delegatedLimit: 0n,
      totalDelegatedLimit: 0n,
      isActive: true,
      isCheater: false,
      isOffline: true,
      isStakeLocked: false,
      lockedUntil: 0n,
      createdTime: 1n,
      stakerInfo: { name: '  ', logoUrl: null, website: null },
    });
    expect(v).toMatchObject({ id: 7n, name: null, totalStaked: 21n, isOffline: true });
  });
});

describe('stake form (docs/staking.md#delegate)', () => {
  const base = {
    balance: 100n * FTM,
    reportedGasPrice: 1_000_000_000n,
    gasEstimate: 100_000n,
    validator: validator(1),
  };

  it('gives every amount message in the documented order', () => {
    expect(checkStakeForm({ ...base, amountText: 'abc' }).amount).toEqual({
      ok: false,
      error: MESSAGES.invalidAmount,
    });
    expect(checkStakeForm({ ...base, amountText: '0.5' }).amount).toEqual({
      ok: false,
      error: MESSAGES.stakeMin,
    });
    const max = checkStakeForm({ ...base, amountText: '1000' }).amount;
    expect(max?.ok === false && max.error).toMatch(/^You can stake max [\d.]+ FTM$/);
    const none = checkStakeForm({ ...base, balance: 0n, amountText: '1' }).amount;
    expect(none).toEqual({ ok: false, error: MESSAGES.noBalanceLeft });
    const limited = checkStakeForm({
      ...base,
      validator: validator(6, { delegatedLimit: 3n * FTM, name: 'Six' }),
      amountText: '5',
    });
    expect(limited.amount).toEqual({ ok: false, error: MESSAGES.stakingLimit('3.00', 'Six') });
  });

  it('needs a validator, and Entire Balance is the remaining balance rounded up less 2 FTM', () => {
    const checked = checkStakeForm({ ...base, validator: undefined, amountText: '5' });
    expect(checked.validatorError).toBe(MESSAGES.selectValidator);
    expect(checked.canSubmit).toBe(false);
    // fee = 2 gwei × 102,000 gas; remaining = 100 FTM − 2 × fee → rounds up to 100, less 2
    expect(checked.entireBalance).toBe(98n * FTM);
    expect(checkStakeForm({ ...base, amountText: '5' }).canSubmit).toBe(true);
  });
});

describe('lock form (docs/staking.md#lock-days)', () => {
  const now = 1_700_000_000n;
  const base = {
    now,
    chainId: 4003,
    minLockupDuration: 14n * DAY,
    maxLockupDuration: 365n * DAY,
    validatorLockedUntil: now + 200n * DAY,
    isValidator: false,
    extending: false,
    currentLockedUntil: 0n,
    unlockedAmount: 10n * FTM,
    daysText: '30',
    amountText: '10',
  };

  it('locks within the range with the date from chain time', () => {
    const checked = checkLockForm(base);
    expect(checked.range).toMatchObject({ minDays: 14, maxDays: 199, canLock: true });
    expect(checked.canSubmit).toBe(true);
    expect(checked.lockedUntil).toBe(now + 30n * DAY);
  });

  it('corrects days outside the range to the nearest bound and marks them', () => {
    expect(checkLockForm({ ...base, daysText: '5' })).toMatchObject({
      days: 14,
      daysError: 'range',
      canSubmit: false,
    });
    expect(checkLockForm({ ...base, daysText: '900' })).toMatchObject({
      days: 199,
      daysError: 'max',
      canSubmit: false,
    });
  });

  it('refuses when the validator lock is too short, and checks the amount', () => {
    const short = checkLockForm({ ...base, validatorLockedUntil: now + 10n * DAY });
    expect(short.range.canLock).toBe(false);
    expect(short.range.message).toBe(MESSAGES.validatorLockTooShort(14));
    expect(checkLockForm({ ...base, amountText: '0.5' }).amount).toEqual({
      ok: false,
      error: MESSAGES.lockMin,
    });
    expect(checkLockForm({ ...base, amountText: '11' }).amount).toEqual({
      ok: false,
      error: MESSAGES.lockMax('10'),
    });
  });

  it('extending needs no amount and starts after the current lock', () => {
    const checked = checkLockForm({
      ...base,
      extending: true,
      currentLockedUntil: now + 20n * DAY,
      daysText: '25',
      amountText: '',
    });
    expect(checked.range.minDays).toBe(21);
    expect(checked.amount).toBeNull();
    expect(checked.canSubmit).toBe(true);
  });
});

describe('undelegation history (docs/staking.md#withdraw-requests)', () => {
  const now = 1_000_000n;
  const request = (id: number, createdTime: bigint, withdrawTime: bigint | null = null) => ({
    id: String(id),
    withdrawRequestId: BigInt(id),
    createdTime,
    withdrawTime,
    amount: FTM,
  });
  const period = 7n * DAY;

  it('waits until period + 900 s of chain time, then is available', () => {
    const rows = withdrawRows(
      {
        withdrawRequests: [request(1, now - period - 899n), request(2, now - period - 900n)],
        amountDelegated: 5n * FTM,
        outstandingSftm: 0n,
      },
      { now, withdrawalPeriodTime: period },
    );
    const byId = new Map(rows.map((r) => [r.withdrawRequestId, r.status]));
    expect(byId.get(1n)).toEqual({ state: 'waiting', availableAt: now + 1n, secondsLeft: 1n });
    expect(byId.get(2n)).toEqual({ state: 'available' });
  });

  it("blocks the 'final' request while others are pending, and everything while sFTM is outstanding", () => {
    const requests = [request(1, 10n), request(2, 20n), request(3, 5n, 30n)];
    const rows = withdrawRows(
      { withdrawRequests: requests, amountDelegated: 0n, outstandingSftm: 0n },
      { now, withdrawalPeriodTime: period },
    );
    expect(rows.map((r) => r.withdrawRequestId)).toEqual([2n, 1n, 3n]);
    expect(rows[0]).toMatchObject({
      final: true,
      status: { state: 'blocked', message: MESSAGES.withdrawOthersFirst },
    });
    expect(rows[1]?.status).toEqual({ state: 'available' });
    expect(rows[2]?.status).toEqual({ state: 'withdrawn' });
    const sftm = withdrawRows(
      { withdrawRequests: [request(1, 10n)], amountDelegated: FTM, outstandingSftm: 1n },
      { now, withdrawalPeriodTime: period },
    );
    expect(sftm[0]?.status).toEqual({ state: 'blocked', message: MESSAGES.repayBeforeWithdraw });
  });

  it('formats the time left', () => {
    expect(formatTimeLeft(7n * DAY + 900n)).toBe('7d 0h');
    expect(formatTimeLeft(3_700n)).toBe('1h 1m');
    expect(formatTimeLeft(61n)).toBe('1m 1s');
    expect(formatTimeLeft(-5n)).toBe('0s');
  });
});

describe('flow helpers', () => {
  it('finds a repay interrupted after Allow, not one that went on to Confirm or failed (the step engine rule)', () => {
    const record = (step: string, state: 'pending' | 'success' | 'failed' = 'success') => ({
      hash: `0x${'1'.repeat(64)}` as const,
      nonce: 1,
      to: '0x0000000000000000000000000000000000000001' as const,
      value: '0',
      submittedAt: 1,
      state,
      flow: 'repay-sftm' as const,
      subject: '3',
      step,
    });
    const repay = (records: SentTransaction[], stakerId: bigint, chainId: number) =>
      findInterruptedFlow(records, { id: 'repay-sftm', subject: String(stakerId) }, chainId, REPAY_STEP_IDS)
        ?.record;
    expect(repay([record('allow')], 3n, 4003)?.step).toBe('allow');
    expect(repay([record('allow'), record('repay')], 3n, 4003)).toBeUndefined();
    expect(repay([record('allow', 'failed')], 3n, 4003)).toBeUndefined();
    expect(repay([record('allow')], 4n, 4003)).toBeUndefined();
    // Another chain's repay of the same staker id is another delegation.
    expect(repay([{ ...record('allow'), chainId: 250 }], 3n, 4003)).toBeUndefined();
    expect(repay([{ ...record('allow'), chainId: 4003 }], 3n, 4003)?.step).toBe('allow');
  });

  it('parses route ids', () => {
    expect(parseId('12')).toBe(12n);
    expect(parseId('x')).toBeUndefined();
    expect(parseId('-1')).toBeUndefined();
  });
});
