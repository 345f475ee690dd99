import { addressKey } from '@fantom-wallet/core';
import { isAddress } from 'viem/utils';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { createSafeStorage } from '../persistence/createSafeStorage.ts';
import { SENT_TRANSACTIONS_PER_ACCOUNT } from './SENT_TRANSACTIONS_PER_ACCOUNT.ts';
import type { SentTransaction } from './SentTransaction.ts';
import type { SentTransactionsState } from './SentTransactionsState.ts';
import { sentTransactionSchema } from './sentTransactionSchema.ts';
import { sentTransactionsPersistence } from './sentTransactionsPersistence.ts';

interface SentTransactionsActions {
  /** Records (or replaces, by hash) a submitted transaction of `address`; false if the record is invalid. */
  record(address: string, transaction: SentTransaction): boolean;
  /** Updates the state or step of a recorded transaction; false if it is not recorded. */
  update(
    address: string,
    hash: string,
    changes: { state?: SentTransaction['state']; step?: string },
  ): boolean;
  /**
   * The highest nonce this wallet sent from `address` on chain `chainId`, for the max(txCount, last + 1) rule
   * of docs/transactions.md#nonces. Records of other chains (and older ones without a chain) do not count:
   * nonces are per chain.
   */
  lastNonce(address: string, chainId: number): number | undefined;
  /** Records of `address`, oldest first (the same empty array when none, so selectors stay stable). */
  transactionsOf(address: string): readonly SentTransaction[];
  /** Drops the records of a removed wallet. */
  forget(address: string): void;
}

const none: readonly SentTransaction[] = [];

/** Transactions this wallet submitted, per account, persisted under 'fwallet.sentTransactions'. */
export const useSentTransactionsStore = create<SentTransactionsState & SentTransactionsActions>()(
  persist(
    (set, get) => ({
      byAccount: {},
      record: (address, transaction) => {
        const parsed = sentTransactionSchema.safeParse(transaction);
        if (!parsed.success || !isAddress(address, { strict: false })) return false;
        const key = addressKey(address);
        const hash = parsed.data.hash.toLowerCase();
        const others = (get().byAccount[key] ?? []).filter((t) => t.hash.toLowerCase() !== hash);
        const list = [...others, parsed.data].slice(-SENT_TRANSACTIONS_PER_ACCOUNT);
        set({ byAccount: { ...get().byAccount, [key]: list } });
        return true;
      },
      update: (address, hash, changes) => {
        const key = addressKey(address);
        const list = get().byAccount[key] ?? [];
        const index = list.findIndex((t) => t.hash.toLowerCase() === hash.toLowerCase());
        const current = list[index];
        if (!current) return false;
        const next = sentTransactionSchema.safeParse({ ...current, ...changes });
        if (!next.success) return false;
        const updated = list.map((t, i) => (i === index ? next.data : t));
        set({ byAccount: { ...get().byAccount, [key]: updated } });
        return true;
      },
      lastNonce: (address, chainId) => {
        const list = (get().byAccount[addressKey(address)] ?? []).filter((t) => t.chainId === chainId);
        return list.length === 0 ? undefined : Math.max(...list.map((t) => t.nonce));
      },
      transactionsOf: (address) => get().byAccount[addressKey(address)] ?? none,
      forget: (address) => {
        const { [addressKey(address)]: _dropped, ...rest } = get().byAccount;
        set({ byAccount: rest });
      },
    }),
    {
      name: sentTransactionsPersistence.key,
      version: sentTransactionsPersistence.version,
      storage: createSafeStorage(sentTransactionsPersistence),
      partialize: ({ byAccount }): SentTransactionsState => ({ byAccount }),
    },
  ),
);
