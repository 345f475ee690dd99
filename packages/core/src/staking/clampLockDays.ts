import type { LockRange } from './LockRange.ts';

/**
 * docs/staking.md#lock-days: days are whole numbers; input outside the range is corrected to the nearest
 * bound and marked invalid. Text that is not a whole number gives the minimum, invalid.
 */
export function clampLockDays(input: string | number, range: LockRange): { days: number; valid: boolean } {
  const text = typeof input === 'number' ? String(input) : input.trim();
  if (!/^\d{1,6}$/.test(text)) return { days: range.minDays, valid: false };
  const days = Number(text);
  if (days < range.minDays) return { days: range.minDays, valid: false };
  if (days > range.maxDays) return { days: range.maxDays, valid: false };
  return { days, valid: true };
}
