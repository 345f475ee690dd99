import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { BNB_DEPOSIT_ADDRESS_WITH_MEMO } from './BNB_DEPOSIT_ADDRESS_WITH_MEMO.ts';

/**
 * docs/send.md#bridge-address-rules, BNB address: 42 characters ('Enter a valid BNB address'), and not the
 * exchange deposit address.
 */
export function validateBnbAddress(text: string): Result<string> {
  const value = text.trim();
  if (value.length !== 42 || !value.startsWith('bnb')) return fail('BNB_ADDRESS', MESSAGES.invalidBnbAddress);
  if (value.toLowerCase() === BNB_DEPOSIT_ADDRESS_WITH_MEMO)
    return fail('BNB_DEPOSIT_ADDRESS', MESSAGES.bnbDepositAddress);
  return ok(value);
}
