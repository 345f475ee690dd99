import type { PersistedSpec } from '../persistence/PersistedSpec.ts';
import type { ContactsState } from './ContactsState.ts';
import { migrateContacts } from './migrateContacts.ts';
import { sanitizeContacts } from './sanitizeContacts.ts';

/** Must be one more than the last step in migrateContacts. */
export const contactsPersistence: PersistedSpec<ContactsState> = {
  key: 'fwallet.contacts',
  version: 1,
  migrate: migrateContacts,
  sanitize: sanitizeContacts,
};
