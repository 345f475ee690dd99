import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/account.md#custom-tokens: 1 to 11 characters after trimming ('Symbol must be 11 characters or fewer').
 */
export function validateTokenSymbol(text: string): Result<string> {
  const symbol = text.trim();
  if (symbol === '') return fail('BLANK', MESSAGES.blank);
  return [...symbol].length <= 11 ? ok(symbol) : fail('TOKEN_SYMBOL', MESSAGES.symbolTooLong);
}
