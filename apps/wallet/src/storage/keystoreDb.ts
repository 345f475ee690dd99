import type { KeystoreV3 } from '@fantom-wallet/core';

/** Keystore files in IndexedDB: one object store, keyed by the lower-case 0x address. */
export interface KeystoreDb {
  get(address: string): Promise<KeystoreV3 | null>;
  put(address: string, keystore: KeystoreV3): Promise<void>;
  delete(address: string): Promise<void>;
  /** Lower-case addresses of every stored keystore. */
  addresses(): Promise<string[]>;
}

const STORE = 'keystores';

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

/**
 * Opens (lazily, once) the keystore database. Works in the signer worker and in Node tests with
 * fake-indexeddb. Version 1 created the store; later versions add upgrade steps, never delete data.
 */
export function keystoreDb(factory: IDBFactory = globalThis.indexedDB, name = 'fwallet'): KeystoreDb {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = factory.open(name, 1);
      req.onupgradeneeded = () => {
        if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE);
      };
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    }).catch((error: unknown) => {
      opened = undefined;
      throw error;
    });
    return opened;
  };
  const key = (address: string) => address.toLowerCase();
  return {
    async get(address) {
      const db = await open();
      const value: unknown = await request(
        db.transaction(STORE, 'readonly').objectStore(STORE).get(key(address)),
      );
      return isKeystore(value) ? value : null;
    },
    async put(address, keystore) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).put(keystore, key(address));
      await done(tx);
    },
    async delete(address) {
      const tx = (await open()).transaction(STORE, 'readwrite');
      tx.objectStore(STORE).delete(key(address));
      await done(tx);
    },
    async addresses() {
      const db = await open();
      const keys = await request(db.transaction(STORE, 'readonly').objectStore(STORE).getAllKeys());
      return keys.filter((k): k is string => typeof k === 'string');
    },
  };
}
