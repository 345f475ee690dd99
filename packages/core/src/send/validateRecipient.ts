import { fail } from '../types/fail.ts';
import { ok } from '../types/ok.ts';
import type { Result } from '../types/Result.ts';
import { MESSAGES } from '../validation/MESSAGES.ts';
import { validateAddress } from '../validation/validateAddress.ts';
import { isDomainName } from './isDomainName.ts';
import type { Recipient } from './Recipient.ts';

/**
 * docs/send.md#recipient: a same-chain recipient, a valid address or a domain name
 * ('Enter a valid Opera FTM address or domain name'). A domain still has to resolve (name registry).
 */
export function validateRecipient(text: string): Result<Recipient> {
  const address = validateAddress(text, 'fantom');
  if (address.ok) return ok({ kind: 'address', address: address.value });
  if (isDomainName(text)) return ok({ kind: 'domain', name: text.trim() });
  return fail('RECIPIENT_INVALID', MESSAGES.invalidOperaAddress);
}
