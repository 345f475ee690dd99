import { sameAddress } from '@fantom-wallet/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createSafeStorage } from '../persistence/createSafeStorage.ts';
import { moveItem } from '../persistence/moveItem.ts';
import type { Contact } from './Contact.ts';
import type { ContactsState } from './ContactsState.ts';
import { contactSchema } from './contactSchema.ts';
import { contactsPersistence } from './contactsPersistence.ts';
import { defaultContactName } from './defaultContactName.ts';

interface ContactsActions {
  /**
   * Adds a contact at the 1-based `order` (default: last) unless its address is already a contact
   * (case-insensitive) or invalid for its blockchain; returns whether it was added. A blank name becomes
   * 'Contact N'. The UI runs core's validateContactAddress first for the messages of
   * docs/contacts.md#address.
   */
  add(contact: { name: string; address: string; blockchain: Contact['blockchain'] }, order?: number): boolean;
  /**
   * Renames and reorders (address and blockchain are read-only, docs/contacts.md#contact-dialog); false if
   * nothing changed.
   */
  update(address: string, changes: { name?: string; order?: number }): boolean;
  remove(address: string): boolean;
  move(from: number, to: number): void;
}

function indexOf(contacts: readonly Contact[], address: string): number {
  return contacts.findIndex((contact) => sameAddress(contact.address, address));
}

/** The address book in display order, persisted under 'fwallet.contacts'. */
export const useContactsStore = create<ContactsState & ContactsActions>()(
  persist(
    (set, get) => ({
      contacts: [],
      add: (input, order) => {
        const { contacts } = get();
        const name = input.name.trim() || defaultContactName(contacts.length);
        const parsed = contactSchema.safeParse({ ...input, name });
        if (!parsed.success || indexOf(contacts, parsed.data.address) !== -1) return false;
        const appended = [...contacts, parsed.data];
        const valid =
          order !== undefined && Number.isInteger(order) && order >= 1 && order <= appended.length;
        set({ contacts: valid ? moveItem(appended, appended.length - 1, order - 1) : appended });
        return true;
      },
      update: (address, { name, order }) => {
        const { contacts } = get();
        const index = indexOf(contacts, address);
        const contact = contacts[index];
        if (!contact) return false;
        const newName = name?.trim() ? name.trim() : contact.name;
        const validOrder =
          order !== undefined && Number.isInteger(order) && order >= 1 && order <= contacts.length;
        const target = validOrder ? order - 1 : index;
        if (newName === contact.name && target === index) return false;
        const renamed = contacts.map((c, i) => (i === index ? { ...c, name: newName } : c));
        set({ contacts: moveItem(renamed, index, target) });
        return true;
      },
      remove: (address) => {
        const { contacts } = get();
        const index = indexOf(contacts, address);
        if (index === -1) return false;
        set({ contacts: contacts.filter((_, i) => i !== index) });
        return true;
      },
      move: (from, to) => set({ contacts: moveItem(get().contacts, from, to) }),
    }),
    {
      name: contactsPersistence.key,
      version: contactsPersistence.version,
      storage: createSafeStorage(contactsPersistence),
      partialize: ({ contacts }): ContactsState => ({ contacts }),
    },
  ),
);
