import {
  clampLockDays,
  type LockRange,
  lockDaysRange,
  lockDurationSeconds,
  validateLockAmount,
} from '@fantom-wallet/core';

export interface LockFormInput {
  now: bigint;
  chainId: number;
  minLockupDuration: bigint;
  maxLockupDuration: bigint;
  validatorLockedUntil: bigint;
  isValidator: boolean;
  /** Extending (relock): the current lock's end; the amount is then not asked. */
  extending: boolean;
  currentLockedUntil: bigint;
  unlockedAmount: bigint;
  daysText: string;
  amountText: string;
}

export interface LockFormCheck {
  range: LockRange;
  days: number;
  /** 'max': above the maximum ('You have reached maximum days…'); 'range': otherwise outside the range. */
  daysError: 'max' | 'range' | null;
  duration: bigint;
  lockedUntil: bigint;
  amount: { ok: true; value: bigint } | { ok: false; error: string } | null;
  canSubmit: boolean;
}

/**
 * The lock form's rules (docs/staking.md#lock-days, docs/staking.md#lock-amount): the day range and its
 * messages, days corrected to the nearest bound and marked invalid, the lock amount, and the 'locked until'
 * date from chain time.
 */
export function checkLockForm(input: LockFormInput): LockFormCheck {
  const range = lockDaysRange({
    now: input.now,
    minLockupDuration: input.minLockupDuration,
    maxLockupDuration: input.maxLockupDuration,
    validatorLockedUntil: input.validatorLockedUntil,
    isValidator: input.isValidator,
    ...(input.extending ? { currentLockedUntil: input.currentLockedUntil } : {}),
  });
  const clamped = clampLockDays(input.daysText, range);
  const typed = Number(input.daysText.trim());
  const daysError = clamped.valid ? null : Number.isInteger(typed) && typed > range.maxDays ? 'max' : 'range';
  const duration = lockDurationSeconds(clamped.days, input.chainId);
  let amount: LockFormCheck['amount'] = null;
  if (!input.extending) {
    const result = validateLockAmount(input.amountText, input.unlockedAmount);
    amount = result.ok ? { ok: true, value: result.value } : { ok: false, error: result.error.message };
  }
  return {
    range,
    days: clamped.days,
    daysError,
    duration,
    lockedUntil: input.now + duration,
    amount,
    canSubmit: range.canLock && clamped.valid && (input.extending || amount?.ok === true),
  };
}
