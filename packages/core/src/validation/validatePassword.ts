import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/wallets.md#password-rule: 8 to 200 characters inclusive, at least one upper-case letter, one
 * lower-case letter, one digit and one symbol (any character that is not a letter or a digit). Characters are
 * counted as code points, so an emoji is one character.
 */
export function validatePassword(password: string): Result<string> {
  const length = [...password].length;
  const valid =
    length >= 8 &&
    length <= 200 &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}]/u.test(password);
  return valid ? ok(password) : fail('PASSWORD_RULE', MESSAGES.password);
}
