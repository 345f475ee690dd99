import { fail } from '../types/fail.ts';
import type { Result } from '../types/Result.ts';
import { sameAddress } from '../types/sameAddress.ts';
import type { Blockchain } from './Blockchain.ts';
import { MESSAGES } from './MESSAGES.ts';
import { validateAddress } from './validateAddress.ts';

export interface ContactAddressContext {
  blockchain: Blockchain;
  /** Addresses of the existing contacts (compared case-insensitively). */
  contacts: readonly string[];
  /** Addresses of the user's own wallets; they count as taken only on fantom. */
  ownAccounts: readonly string[];
}

/**
 * docs/contacts.md#address (new and add): not blank, valid for the chain, and neither an existing
 * contact nor, on fantom, an own account ('Address already exists'). Name-service resolution happens
 * before this (it needs the network); pass the resolved address.
 */
export function validateContactAddress(text: string, context: ContactAddressContext): Result<string> {
  if (text.trim() === '') return fail('BLANK', MESSAGES.blank);
  const checked = validateAddress(text, context.blockchain);
  if (!checked.ok) return checked;
  const taken = [...context.contacts, ...(context.blockchain === 'fantom' ? context.ownAccounts : [])];
  if (taken.some((address) => sameAddress(address, checked.value)))
    return fail('ADDRESS_EXISTS', MESSAGES.addressExists);
  return checked;
}
