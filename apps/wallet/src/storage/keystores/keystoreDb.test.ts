import type { KeystoreV3 } from '@fantom-wallet/core';
import { WalletError } from '@fantom-wallet/core';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keystoreDb } from './keystoreDb.ts';

const A = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
const B = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
// Shape only: the database never looks inside a keystore beyond telling it from other data.
const keystoreOf = (id: string) =>
  ({ version: 3, id, crypto: { cipher: 'aes-128-ctr' } }) as unknown as KeystoreV3;

/** Writes raw entries the way another app (or a newer fWallet) could have left them. */
function seed(
  factory: IDBFactory,
  version: number,
  stores: Record<string, [IDBValidKey, unknown][]>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = factory.open('fwallet', version);
    req.onupgradeneeded = () => {
      for (const [name, entries] of Object.entries(stores)) {
        const store = req.result.createObjectStore(name);
        for (const [key, value] of entries) store.put(value, key);
      }
    };
    req.onsuccess = () => {
      req.result.close();
      resolve();
    };
    req.onerror = () => reject(req.error);
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('keystoreDb with damaged, foreign or newer data', () => {
  it('opens a database a newer app version upgraded, instead of failing and hiding every wallet', async () => {
    const factory = new IDBFactory();
    await seed(factory, 7, { keystores: [[A, keystoreOf('a')]], future: [['x', 1]] });
    const db = keystoreDb(factory);
    expect(await db.get(A)).toEqual(keystoreOf('a'));
    await db.put(B, keystoreOf('b'));
    expect(await db.addresses()).toEqual([B, A]);
  });

  it("adds its store to another app's database of the same name and leaves that app's data alone", async () => {
    const factory = new IDBFactory();
    await seed(factory, 3, { other: [['k', 'theirs']] });
    const db = keystoreDb(factory);
    expect(await db.addresses()).toEqual([]);
    await db.put(A, keystoreOf('a'));
    expect(await db.get(A)).toEqual(keystoreOf('a'));
    const theirs = await new Promise<unknown>((resolve) => {
      const req = factory.open('fwallet');
      req.onsuccess = () => {
        const get = req.result.transaction('other').objectStore('other').get('k');
        get.onsuccess = () => resolve(get.result);
      };
    });
    expect(theirs).toBe('theirs');
  });

  it('skips entries that are not keystores or not under an address, and keeps the valid one next to them', async () => {
    const factory = new IDBFactory();
    await seed(factory, 1, {
      keystores: [
        [A, keystoreOf('a')],
        [B, '\u0000\u00ff{"crypto":'],
        ['settings', { crypto: 1, version: 3 }],
        [42, keystoreOf('number key')],
      ],
    });
    const db = keystoreDb(factory);
    expect(await db.addresses()).toEqual([A]);
    expect(await db.get(B)).toBeNull();
    expect(await db.get(A.toUpperCase().replace('0X', '0x'))).toEqual(keystoreOf('a'));
  });

  it('a save refused for quota becomes a clear error and leaves the saved keystores as they were', async () => {
    const db = keystoreDb(new IDBFactory());
    await db.put(A, keystoreOf('a'));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const failure = await db.put(B, keystoreOf('b')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(WalletError);
    expect(failure).toMatchObject({ code: 'KEYSTORE_NOT_SAVED', details: 'QuotaExceededError' });
    expect((failure as Error).message).toMatch(/storage is full or blocked/);
    vi.restoreAllMocks();
    expect(await db.addresses()).toEqual([A]);
    expect(await db.get(A)).toEqual(keystoreOf('a'));
  });

  it('a database that cannot be opened gives KEYSTORE_UNREADABLE, and the next call tries again', async () => {
    const factory = new IDBFactory();
    const open = vi.spyOn(factory, 'open').mockImplementationOnce(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const db = keystoreDb(factory);
    await expect(db.get(A)).rejects.toMatchObject({ code: 'KEYSTORE_UNREADABLE', details: 'SecurityError' });
    open.mockRestore();
    expect(await db.get(A)).toBeNull();
  });
});
