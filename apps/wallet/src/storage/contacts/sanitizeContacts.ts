import { sameAddress } from '@fantom-wallet/core';
import { isRecord } from '../persistence/isRecord.ts';
import type { Salvaged } from '../persistence/Salvaged.ts';
import { salvageList } from '../persistence/salvageList.ts';
import type { Contact } from './Contact.ts';
import type { ContactsState } from './ContactsState.ts';
import { contactSchema } from './contactSchema.ts';

/** Keeps every valid contact; a duplicate address (case-insensitive) keeps its first entry. */
export function sanitizeContacts(state: unknown): Salvaged<ContactsState> {
  if (!isRecord(state)) {
    return { value: { contacts: [] }, dropped: state === undefined ? [] : ['(whole state)'] };
  }
  const { value, dropped } = salvageList(contactSchema, state.contacts, 'contacts');
  const contacts: Contact[] = [];
  for (const contact of value) {
    if (contacts.some((kept) => sameAddress(kept.address, contact.address))) {
      dropped.push(`contacts (duplicate ${contacts.length})`);
    } else {
      contacts.push(contact);
    }
  }
  return { value: { contacts }, dropped };
}
