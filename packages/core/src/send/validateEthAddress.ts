import { fail } from '../types/fail.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { validateAddress } from '../validation/validateAddress.ts';

/**
 * docs/send.md#bridge-address-rules, ETH address: 42 characters, and (stricter than the original) valid hex
 * with a valid checksum.
 */
export function validateEthAddress(text: string): Result<string> {
  const checked = validateAddress(text, 'ethereum');
  return checked.ok ? checked : fail('ETH_ADDRESS', MESSAGES.invalidEthAddress);
}
