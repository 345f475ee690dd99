import { parseAmount } from '../amounts/parseAmount.ts';
import { toDecimalString } from '../amounts/toDecimalString.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { STAKING } from './STAKING.ts';

/**
 * docs/staking.md#lock-amount: 'Invalid amount'; "You can't lock amount less than 1 FTM"; 'You can lock max
 * {x} FTM' (x = the delegation's unlocked amount). Returns the amount to send: above 99.95 % of the delegated
 * balance it becomes the full delegated balance.
 */
export function validateLockAmount(text: string, delegated: bigint): Result<bigint> {
  const parsed = parseAmount(text, 18);
  if (!parsed.ok) return parsed;
  const amount = parsed.value;
  if (amount < STAKING.minLockAmount) return fail('LOCK_BELOW_MIN', MESSAGES.lockMin);
  if (amount > delegated) return fail('LOCK_ABOVE_MAX', MESSAGES.lockMax(toDecimalString(delegated)));
  return ok(amount * 10_000n > delegated * STAKING.nearFullLockBps ? delegated : amount);
}
