import { parseAmount } from '../amounts/parseAmount.ts';
import { toDecimalString } from '../amounts/toDecimalString.ts';
import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

export interface SendAmountContext {
  decimals: number;
  symbol: string;
  /**
   * What may be sent: for FTM `maxSendable(balance, fee)` (negative when the reserve is not covered);
   * for a token its balance.
   */
  remaining: bigint;
  /** Bridge sends: the minimum amount ('You must transfer at least {n} {symbol}'). */
  minimum?: bigint;
}

/**
 * docs/send.md#amount: numeric and at least 0 (zero is accepted), not above the remaining balance.
 * Messages: 'Invalid amount', 'You have no balance left', 'You can transfer max {n} {symbol}',
 * 'You must transfer at least {n} {symbol}'.
 */
export function validateSendAmount(text: string, context: SendAmountContext): Result<bigint> {
  const parsed = parseAmount(text, context.decimals);
  if (!parsed.ok) return parsed;
  const amount = parsed.value;
  if (amount > context.remaining) {
    return context.remaining <= 0n
      ? fail('NO_BALANCE_LEFT', MESSAGES.noBalanceLeft)
      : fail(
          'AMOUNT_ABOVE_MAX',
          MESSAGES.transferMax(toDecimalString(context.remaining, context.decimals), context.symbol),
        );
  }
  if (context.minimum !== undefined && amount < context.minimum) {
    return fail(
      'AMOUNT_BELOW_MIN',
      MESSAGES.transferMin(toDecimalString(context.minimum, context.decimals), context.symbol),
    );
  }
  return ok(amount);
}
