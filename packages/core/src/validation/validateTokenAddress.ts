import { fail } from '../types/fail.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from './MESSAGES.ts';
import { validateAddress } from './validateAddress.ts';

/** spec 1 §5 custom token: the address must be valid ('Invalid Address'). */
export function validateTokenAddress(text: string): Result<string> {
  const checked = validateAddress(text, 'fantom');
  return checked.ok ? checked : fail('TOKEN_ADDRESS', MESSAGES.invalidTokenAddress);
}
