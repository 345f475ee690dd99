import { addressKey, type KeystoreV3, WalletError } from '@fantom-wallet/core';
import { KEYSTORE_DB_MESSAGES } from './KEYSTORE_DB_MESSAGES.ts';
import { KEYSTORE_STORE, openKeystoreDatabase } from './openKeystoreDatabase.ts';

/** Keystore files in IndexedDB: one object store, keyed by the lower-case 0x address. */
export interface KeystoreDb {
  get(address: string): Promise<KeystoreV3 | null>;
  put(address: string, keystore: KeystoreV3): Promise<void>;
  delete(address: string): Promise<void>;
  /** Lower-case addresses of every stored keystore (entries under other keys or with other values are skipped). */
  addresses(): Promise<string[]>;
}

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

/** Resolves when the transaction is durable, so a saved wallet survives a crash right after. */
function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

function isKeystore(value: unknown): value is KeystoreV3 {
  return typeof value === 'object' && value !== null && 'crypto' in value && 'version' in value;
}

const ADDRESS_KEY = /^0x[0-9a-f]{40}$/;

/**
 * Turns a browser failure (QuotaExceededError, blocked storage, a closed database) into a core error with a
 * stable code, so the signer passes its message on instead of 'The signer failed'. Only the DOMException's
 * name goes into the details: never a value.
 */
async function failingAs<T>(code: keyof typeof KEYSTORE_DB_MESSAGES, action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (error) {
    const name = error instanceof Error || error instanceof DOMException ? error.name : typeof error;
    throw new WalletError(code, KEYSTORE_DB_MESSAGES[code], { details: name, cause: error });
  }
}

/**
 * Opens (lazily, once) the keystore database. Works in the signer worker, on the main thread and in Node tests
 * with fake-indexeddb. Opens at whatever version the database has (see openKeystoreDatabase); entries that are
 * not keystores (another app's data, damaged records) are ignored, never deleted.
 */
export function keystoreDb(factory: IDBFactory = globalThis.indexedDB, name = 'fwallet'): KeystoreDb {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= openKeystoreDatabase(factory, name, () => {
      opened = undefined;
    }).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  const key = (address: string) => addressKey(address);
  return {
    get: (address) =>
      failingAs('KEYSTORE_UNREADABLE', async () => {
        const db = await open();
        const value: unknown = await request(
          db.transaction(KEYSTORE_STORE, 'readonly').objectStore(KEYSTORE_STORE).get(key(address)),
        );
        return isKeystore(value) ? value : null;
      }),
    put: (address, keystore) =>
      failingAs('KEYSTORE_NOT_SAVED', async () => {
        const tx = (await open()).transaction(KEYSTORE_STORE, 'readwrite');
        tx.objectStore(KEYSTORE_STORE).put(keystore, key(address));
        await done(tx);
      }),
    delete: (address) =>
      failingAs('KEYSTORE_NOT_SAVED', async () => {
        const tx = (await open()).transaction(KEYSTORE_STORE, 'readwrite');
        tx.objectStore(KEYSTORE_STORE).delete(key(address));
        await done(tx);
      }),
    addresses: () =>
      failingAs('KEYSTORE_UNREADABLE', async () => {
        const store = (await open()).transaction(KEYSTORE_STORE, 'readonly').objectStore(KEYSTORE_STORE);
        // Both lists come in key order from one transaction, so they pair up by index.
        const [keys, values] = await Promise.all([request(store.getAllKeys()), request(store.getAll())]);
        return keys.filter(
          (k, i): k is string => typeof k === 'string' && ADDRESS_KEY.test(k) && isKeystore(values[i]),
        );
      }),
  };
}
