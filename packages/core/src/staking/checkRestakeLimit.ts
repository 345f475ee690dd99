import { formatAmount } from '../amounts/formatAmount.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

/**
 * docs/staking.md#restake-limit: claim & restake is blocked when the pending rewards exceed the validator's
 * delegated limit; the limit is shown with 2 decimals. Claim-only is never blocked.
 */
export function checkRestakeLimit(
  pendingRewards: bigint,
  validator: { delegatedLimit: bigint; name: string; id: bigint },
): Result<bigint> {
  if (pendingRewards <= validator.delegatedLimit) return ok(pendingRewards);
  const limit = formatAmount(validator.delegatedLimit, { fractionDigits: 2 });
  return fail('RESTAKE_LIMIT', MESSAGES.restakeLimit(limit, validator.name, String(validator.id)));
}
