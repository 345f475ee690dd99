import { fail } from '../types/fail.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';
import { validateAddress } from './validateAddress.ts';

/** docs/account.md#custom-tokens: the address must be valid ('Invalid Address'). */
export function validateTokenAddress(text: string): Result<string> {
  const checked = validateAddress(text, 'fantom');
  return checked.ok ? checked : fail('TOKEN_ADDRESS', MESSAGES.invalidTokenAddress);
}
