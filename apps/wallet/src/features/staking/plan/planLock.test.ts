import { sfcAbi, WEI_PER_FTM } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { checkLockForm } from '../flows/checkLockForm.ts';
import { type LockOrder, planLock } from './planLock.ts';

const SFC = '0xFC00FACE00000000000000000000000000000000';
const DAY = 86_400n;
const order: LockOrder = {
  validatorId: 4n,
  extending: false,
  days: 30,
  duration: 30n * DAY,
  lockedUntil: 1_000n + 30n * DAY,
  amount: 12n * WEI_PER_FTM,
};

describe('planLock (docs/staking.md#lock)', () => {
  it('a new lock: lockStake(validator, duration, amount), recorded as step lock', () => {
    const [step] = planLock(order, SFC);
    expect(step).toMatchObject({ kind: 'call', id: 'lock', call: { to: SFC, value: 0n } });
    expect(step?.description).toEqual({
      kind: 'lock',
      validatorId: 4n,
      extending: false,
      days: 30,
      lockedUntil: 1_000n + 30n * DAY,
      amount: 12n * WEI_PER_FTM,
    });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('lockStake');
    expect(call.args).toEqual([4n, 30n * DAY, 12n * WEI_PER_FTM]);
  });

  it('extending the lock in force: relockStake(validator, duration, 0), recorded as step relock', () => {
    const [step] = planLock({ ...order, extending: true }, SFC);
    expect(step?.id).toBe('relock');
    expect(step?.description).toMatchObject({ kind: 'lock', extending: true, amount: 0n });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('relockStake');
    expect(call.args).toEqual([4n, 30n * DAY, 0n]);
  });

  it("sends what the lock form settled on: days × 86,400 s, except the testnet's 14 days as 605 s", () => {
    const form = {
      now: 1_000n,
      minLockupDuration: 14n * DAY,
      maxLockupDuration: 365n * DAY,
      validatorLockedUntil: 1_000n + 400n * DAY,
      isValidator: false,
      extending: false,
      currentLockedUntil: 0n,
      unlockedAmount: 20n * WEI_PER_FTM,
      daysText: '14',
      amountText: '12',
    };
    for (const [chainId, duration] of [
      [4003, 14n * DAY],
      [4002, 605n],
    ] as const) {
      const checked = checkLockForm({ ...form, chainId });
      expect(checked.canSubmit).toBe(true);
      const [step] = planLock(
        {
          validatorId: 4n,
          extending: false,
          days: checked.days,
          duration: checked.duration,
          lockedUntil: checked.lockedUntil,
          amount: checked.amount?.ok ? checked.amount.value : 0n,
        },
        SFC,
      );
      const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
      expect(call.args).toEqual([4n, duration, 12n * WEI_PER_FTM]);
      expect(step?.description).toMatchObject({ days: 14, lockedUntil: 1_000n + duration });
    }
  });
});
