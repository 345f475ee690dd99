import { sameAddress } from '@fantom-wallet/core';
import { accountsPersistence } from '../accounts/accountsPersistence.ts';
import { useAccountsStore } from '../accounts/useAccountsStore.ts';
import { useStorageProblemsStore } from '../persistence/useStorageProblemsStore.ts';
import { type KeystoreDb, keystoreDb } from './keystoreDb.ts';

/**
 * Lists again every wallet whose keystore is saved but which is missing from the wallet list, and tells the
 * user. The list (localStorage) and the keystores (IndexedDB) are saved apart: damaged or foreign list data,
 * a save that failed on a full disk, or a tab closed between the two saves can cost the list entry, never the
 * keystore. Removing a wallet deletes its keystore first, so nothing removed on purpose comes back.
 * Returns the checksummed addresses added (as 'Wallet N'; the user can rename them).
 */
export function relistWallets(keystoreAddresses: readonly string[]): string[] {
  const added: string[] = [];
  for (const address of keystoreAddresses) {
    const store = useAccountsStore.getState();
    if (store.accounts.some((account) => sameAddress(account.address, address))) continue;
    if (!store.add({ address, type: 'keystore' })) continue;
    const entry = useAccountsStore.getState().accounts.find((a) => sameAddress(a.address, address));
    if (entry) added.push(entry.address);
  }
  if (added.length > 0) {
    useStorageProblemsStore
      .getState()
      .report({ key: accountsPersistence.key, kind: 'recovered', dropped: added });
  }
  return added;
}

/**
 * Reads the saved keystores' addresses (entries are read to skip garbage: encrypted keystores, nothing is
 * decrypted here) and relists the missing wallets. A database that cannot be read is reported, not thrown: the app must still open.
 */
export async function recoverWallets(db: KeystoreDb = keystoreDb()): Promise<string[]> {
  let addresses: string[];
  try {
    addresses = await db.addresses();
  } catch {
    useStorageProblemsStore
      .getState()
      .report({ key: 'fwallet.keystores', kind: 'keystores-unreadable', dropped: [] });
    return [];
  }
  return relistWallets(addresses);
}
