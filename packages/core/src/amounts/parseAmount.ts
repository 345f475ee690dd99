import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';

const MAX_UINT256 = 2n ** 256n - 1n;
// Digits with an optional fraction ('12', '12.', '.5', '12.50'); no signs, exponents or separators.
const AMOUNT = /^(\d*)(?:\.(\d*))?$/;

/**
 * Parses what a user typed into an amount in the token's smallest unit (docs/send.md#typed-amounts: 'Invalid
 * amount'). Surrounding white space is ignored; more fraction digits than the token has are refused rather
 * than rounded, so the user never sends something other than what they typed.
 */
export function parseAmount(text: string, decimals: number): Result<bigint> {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
    return fail('AMOUNT_DECIMALS', MESSAGES.invalidAmount);
  }
  const match = AMOUNT.exec(text.trim());
  const whole = match?.[1] ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '') || whole.length > 80) {
    return fail('AMOUNT_FORMAT', MESSAGES.invalidAmount);
  }
  if (fraction.length > decimals) return fail('AMOUNT_TOO_MANY_DECIMALS', MESSAGES.invalidAmount);
  const value = BigInt((whole || '0') + fraction.padEnd(decimals, '0'));
  if (value > MAX_UINT256) return fail('AMOUNT_TOO_LARGE', MESSAGES.invalidAmount);
  return ok(value);
}
