import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

/** docs/staking.md#delegate: a validator must be selected ('Please select a validator'). */
export function validateValidatorSelected(validatorId: bigint | undefined): Result<bigint> {
  return validatorId === undefined ? fail('VALIDATOR_REQUIRED', MESSAGES.selectValidator) : ok(validatorId);
}
