import { parseAmount } from '../amounts/parseAmount.ts';
import { toDecimalString } from '../amounts/toDecimalString.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { STAKING } from './STAKING.ts';

/**
 * docs/staking.md#undelegate: a number between 1 FTM and the delegated maximum ('You can undelegate min 1 FTM
 * and max {max} FTM').
 */
export function validateUndelegateAmount(text: string, max: bigint): Result<bigint> {
  const parsed = parseAmount(text, 18);
  if (parsed.ok && parsed.value >= STAKING.minUndelegateAmount && parsed.value <= max)
    return ok(parsed.value);
  return fail('UNDELEGATE_RANGE', MESSAGES.undelegateRange(toDecimalString(max)));
}
