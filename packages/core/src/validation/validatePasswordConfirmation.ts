import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/wallets.md#password-rule: the re-entered password must be non-empty and match ('The entered password
 * does not match').
 */
export function validatePasswordConfirmation(password: string, confirmation: string): Result<string> {
  return confirmation !== '' && confirmation === password
    ? ok(confirmation)
    : fail('PASSWORD_MISMATCH', MESSAGES.passwordMismatch);
}
