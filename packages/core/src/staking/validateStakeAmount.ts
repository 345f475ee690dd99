import { formatAmount } from '../amounts/formatAmount.ts';
import { parseAmount } from '../amounts/parseAmount.ts';
import { toDecimalString } from '../amounts/toDecimalString.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { STAKING } from './STAKING.ts';

export interface StakeAmountContext {
  /** The remaining balance after gas: `maxSendable(balance, fee)`. */
  remaining: bigint;
  /** The validator's delegated limit (how much more it may receive), when it has one. */
  delegatedLimit?: bigint;
  validatorName?: string;
}

/**
 * docs/staking.md#delegate: a number, at least 1 FTM and at most the remaining balance after gas, and not
 * above the validator's delegated limit. Messages in that order: 'Invalid amount', 'You have no balance
 * left', "You can't stake amount less than 1 FTM", 'You can stake max {n} FTM', 'Staking limit reached. …'.
 */
export function validateStakeAmount(text: string, context: StakeAmountContext): Result<bigint> {
  const parsed = parseAmount(text, 18);
  if (!parsed.ok) return parsed;
  const amount = parsed.value;
  if (context.remaining < 0n) return fail('NO_BALANCE_LEFT', MESSAGES.noBalanceLeft);
  if (amount < STAKING.minStake) return fail('STAKE_BELOW_MIN', MESSAGES.stakeMin);
  if (amount > context.remaining)
    return fail('STAKE_ABOVE_MAX', MESSAGES.stakeMax(toDecimalString(context.remaining)));
  if (context.delegatedLimit !== undefined && amount > context.delegatedLimit) {
    return fail(
      'STAKING_LIMIT',
      MESSAGES.stakingLimit(
        formatAmount(context.delegatedLimit, { fractionDigits: 2 }),
        context.validatorName ?? 'Unknown',
      ),
    );
  }
  return ok(amount);
}
