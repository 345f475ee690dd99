import { MESSAGES } from '../validation/MESSAGES.ts';
import type { LockRange } from './LockRange.ts';
import { STAKING } from './STAKING.ts';

export interface LockDaysInput {
  /** Chain time: the latest block's timestamp (docs/staking.md#chain-time), in seconds. */
  now: bigint;
  /** sfcConfig minLockupDuration and maxLockupDuration, in seconds. */
  minLockupDuration: bigint;
  maxLockupDuration: bigint;
  /** When the validator's own stake lock ends (0 if it has none). */
  validatorLockedUntil: bigint;
  /** The account is the validator's own address (locking its own stake). */
  isValidator: boolean;
  /** When the current lock of this delegation ends, when extending a lock (relock). */
  currentLockedUntil?: bigint;
}

const days = (seconds: bigint): number => Number(seconds / STAKING.day);

/**
 * docs/staking.md#lock-days. Minimum: the larger of the configured minimum and the days left on the current
 * lock plus one (a validator extending its own lock has no configured minimum). Maximum: the full days
 * until the validator's lock ends less 7300 s, so `now + duration` never passes it; for a validator's own
 * stake 365 days; never above the configured maximum.
 */
export function lockDaysRange(input: LockDaysInput): LockRange {
  const extending = input.currentLockedUntil !== undefined && input.currentLockedUntil > input.now;
  const configMin = Number((input.minLockupDuration + STAKING.day - 1n) / STAKING.day);
  const configMax = days(input.maxLockupDuration);
  const leftPlusOne = extending ? days((input.currentLockedUntil ?? 0n) - input.now) + 1 : 0;
  const minDays = input.isValidator && extending ? leftPlusOne : Math.max(configMin, leftPlusOne);

  let maxDays: number;
  let canLock: boolean;
  if (input.isValidator) {
    maxDays = Math.min(STAKING.validatorSelfLockMaxDays, configMax);
    canLock = minDays <= maxDays;
  } else {
    const available = input.validatorLockedUntil - input.now - STAKING.validatorLockReduction;
    maxDays = Math.min(configMax, available > 0n ? days(available) : 0);
    const minEnd = input.now + BigInt(minDays) * STAKING.day;
    canLock = input.validatorLockedUntil > minEnd && minDays < maxDays;
  }
  if (canLock) return { minDays, maxDays, canLock };
  const message =
    extending && leftPlusOne > maxDays
      ? MESSAGES.maxLockDaysReached
      : MESSAGES.validatorLockTooShort(minDays);
  return { minDays, maxDays, canLock, message };
}
