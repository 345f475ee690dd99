import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/wallets.md#restore-by-keystore-file and docs/transactions.md#confirmation: a password is required,
 * 'Type a password'. Any non-empty password is accepted here: an existing keystore keeps the password it was
 * made with.
 */
export function validatePasswordPresent(password: string): Result<string> {
  return password === '' ? fail('PASSWORD_REQUIRED', MESSAGES.passwordRequired) : ok(password);
}
