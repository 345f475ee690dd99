import { sameAddress } from '@fantom-wallet/core';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createSafeStorage } from '../persistence/createSafeStorage.ts';
import { moveItem } from '../persistence/moveItem.ts';
import type { Account } from './Account.ts';
import type { AccountsState } from './AccountsState.ts';
import { accountSchema } from './accountSchema.ts';
import { accountsPersistence } from './accountsPersistence.ts';
import { defaultWalletName } from './defaultWalletName.ts';

/** A wallet to add: an account of any kind, its address in any case, its name optional. */
export type AccountInput = Account extends infer A
  ? A extends Account
    ? Omit<A, 'address' | 'name'> & { address: string; name?: string }
    : never
  : never;

interface AccountsActions {
  /**
   * Appends a wallet unless its address is already listed (case-insensitive) or invalid; returns whether it
   * was added. Without a name it gets 'Wallet N'. The address is stored checksummed.
   */
  add(account: AccountInput): boolean;
  setActive(address: string): boolean;
  clearActive(): void;
  /**
   * Removes the wallet's entry (deactivating it if it was active). The caller also removes its keystore with
   * the keystore vault (useKeystoreVault().removeKeystore): storage never reaches into the signer.
   */
  remove(address: string): boolean;
  /** Moves the wallet at index `from` to index `to`; the active wallet stays active. */
  move(from: number, to: number): void;
  /**
   * docs/wallets.md#wallet-settings: name (blank when equal to the address) and 1-based order (moves to
   * order − 1). Applies only if something changed; returns whether it did. An order outside 1..count is
   * ignored.
   */
  saveSettings(address: string, settings: { name: string; order: number }): boolean;
}

function indexOf(accounts: readonly Account[], address: string): number {
  return accounts.findIndex((account) => sameAddress(account.address, address));
}

/** Re-points the active index at the same wallet after the list changed. */
function followActive(before: AccountsState, accounts: Account[]): AccountsState {
  const active = before.activeIndex === null ? undefined : before.accounts[before.activeIndex];
  const activeIndex = active ? indexOf(accounts, active.address) : -1;
  return { accounts, activeIndex: activeIndex === -1 ? null : activeIndex };
}

function withName(account: Account, name: string): Account {
  const { name: _old, ...rest } = account;
  return name === '' || sameAddress(name, account.address) ? rest : { ...rest, name };
}

/** Saved wallets in display order and the active one, persisted under 'fwallet.accounts'. */
export const useAccountsStore = create<AccountsState & AccountsActions>()(
  persist(
    (set, get) => ({
      accounts: [],
      activeIndex: null,
      add: (input) => {
        const { accounts } = get();
        const name = input.name?.trim() ? input.name.trim() : defaultWalletName(accounts.length);
        const parsed = accountSchema.safeParse({ ...input, name });
        if (!parsed.success || indexOf(accounts, parsed.data.address) !== -1) return false;
        set({ accounts: [...accounts, parsed.data] });
        return true;
      },
      setActive: (address) => {
        const index = indexOf(get().accounts, address);
        if (index === -1) return false;
        set({ activeIndex: index });
        return true;
      },
      clearActive: () => set({ activeIndex: null }),
      remove: (address) => {
        const state = get();
        const index = indexOf(state.accounts, address);
        if (index === -1) return false;
        set(
          followActive(
            state,
            state.accounts.filter((_, i) => i !== index),
          ),
        );
        return true;
      },
      move: (from, to) => {
        const state = get();
        set(followActive(state, moveItem(state.accounts, from, to)));
      },
      saveSettings: (address, { name, order }) => {
        const state = get();
        const index = indexOf(state.accounts, address);
        const account = state.accounts[index];
        if (!account) return false;
        const renamed = withName(account, name.trim());
        const validOrder = Number.isInteger(order) && order >= 1 && order <= state.accounts.length;
        const target = validOrder ? order - 1 : index;
        if (renamed.name === account.name && target === index) return false;
        const accounts = state.accounts.map((a, i) => (i === index ? renamed : a));
        set(followActive(state, moveItem(accounts, index, target)));
        return true;
      },
    }),
    {
      name: accountsPersistence.key,
      version: accountsPersistence.version,
      storage: createSafeStorage(accountsPersistence),
      partialize: ({ accounts, activeIndex }): AccountsState => ({ accounts, activeIndex }),
    },
  ),
);
