import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';

/**
 * docs/wallets.md#wallet-settings, docs/contacts.md#name: a wallet or contact name must not be blank after
 * trimming. Returns the trimmed name.
 */
export function validateName(name: string): Result<string> {
  const trimmed = name.trim();
  return trimmed === '' ? fail('BLANK', MESSAGES.blank) : ok(trimmed);
}
