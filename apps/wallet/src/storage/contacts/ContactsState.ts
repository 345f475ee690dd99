import type { Contact } from './Contact.ts';

export interface ContactsState {
  /** In display order (the 1-based "order" of the contact dialog is index + 1). */
  contacts: Contact[];
}
