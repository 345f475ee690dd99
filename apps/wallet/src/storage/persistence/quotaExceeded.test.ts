import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAccountsStore } from '../accounts/useAccountsStore.ts';
import { useContactsStore } from '../contacts/useContactsStore.ts';
import { useSentTransactionsStore } from '../sentTransactions/useSentTransactionsStore.ts';
import { useSettingsStore } from '../settings/useSettingsStore.ts';
import { useStorageProblemsStore } from './useStorageProblemsStore.ts';

const A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

/** Records a transaction from A to B, its hash `hashByte` 32 times, sent at the time `nonce`. */
const recordSent = (hashByte: string, nonce: number, state: 'pending' | 'success') =>
  useSentTransactionsStore.getState().record(A, {
    hash: `0x${hashByte.repeat(32)}`,
    nonce,
    to: B,
    value: '1',
    submittedAt: nonce,
    state,
  });

/** One change per store that holds wallets, contacts, settings or sent-transaction records, and how to see it. */
const stores = [
  {
    key: 'fwallet.accounts',
    change: () => useAccountsStore.getState().add({ address: B, type: 'keystore' }),
    inMemory: () => useAccountsStore.getState().accounts.length === 2,
    seed: () => useAccountsStore.getState().add({ address: A, type: 'keystore' }),
  },
  {
    key: 'fwallet.contacts',
    change: () => useContactsStore.getState().add({ name: 'Bob', address: B, blockchain: 'fantom' }),
    inMemory: () => useContactsStore.getState().contacts.length === 2,
    seed: () => useContactsStore.getState().add({ name: 'Al', address: A, blockchain: 'fantom' }),
  },
  {
    key: 'fwallet.settings',
    change: () => useSettingsStore.getState().setCurrency('EUR'),
    inMemory: () => useSettingsStore.getState().currency === 'EUR',
    seed: () => useSettingsStore.getState().setFractionDigits(4),
  },
  {
    key: 'fwallet.sentTransactions',
    change: () => recordSent('22', 2, 'pending'),
    inMemory: () => useSentTransactionsStore.getState().transactionsOf(A).length === 2,
    seed: () => recordSent('11', 1, 'success'),
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('quota exceeded while saving, in every persisted store', () => {
  it.each(stores)(
    '$key: the change stays in memory, the saved text is untouched, and the user is told',
    (store) => {
      localStorage.clear();
      useStorageProblemsStore.getState().dismiss();
      useAccountsStore.setState(useAccountsStore.getInitialState(), true);
      useContactsStore.setState(useContactsStore.getInitialState(), true);
      useSettingsStore.setState(useSettingsStore.getInitialState(), true);
      useSentTransactionsStore.setState(useSentTransactionsStore.getInitialState(), true);
      store.seed();
      const saved = localStorage.getItem(store.key);
      expect(saved).not.toBeNull();

      vi.spyOn(localStorage, 'setItem').mockImplementation(() => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      });
      expect(() => store.change()).not.toThrow();
      expect(store.inMemory()).toBe(true);
      expect(localStorage.getItem(store.key)).toBe(saved);
      expect(useStorageProblemsStore.getState().problems).toEqual([
        { key: store.key, kind: 'write-failed', dropped: [] },
      ]);
    },
  );
});
