import type { KeystoreV3 } from '@fantom-wallet/core';
import type { Browser, Page } from '@playwright/test';

/**
 * Puts the wallet in place the way the app itself leaves it after a restore, on the wallet's origin but before
 * any of its pages runs: the keystore in the signer's IndexedDB (database `fwallet`, store `keystores`, keyed by
 * the lower-case address: storage/keystores/keystoreDb.ts) and the account in `fwallet.accounts` (version 2).
 */
export const storeWallet = (address: string, keystore: KeystoreV3) => `(async () => {
  const keystore = ${JSON.stringify(keystore)};
  const db = await new Promise((resolve, reject) => {
    const open = indexedDB.open('fwallet');
    open.onupgradeneeded = () => {
      if (!open.result.objectStoreNames.contains('keystores')) open.result.createObjectStore('keystores');
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  await new Promise((resolve, reject) => {
    const tx = db.transaction('keystores', 'readwrite');
    tx.objectStore('keystores').put(keystore, ${JSON.stringify(address.toLowerCase())});
    tx.oncomplete = resolve;
    tx.onerror = () => reject(tx.error);
  });
  db.close();
  localStorage.setItem('fwallet.accounts', JSON.stringify({
    state: { accounts: [{ address: ${JSON.stringify(address)}, name: 'Bench', type: 'keystore' }], activeIndex: 0 },
    version: 2,
  }));
})()`;

/**
 * A page of a fresh context (service workers blocked) on the wallet's origin with `address`'s keystore wallet
 * stored, and `initScript` set to run before the scripts of every page it opens next.
 */
export async function openWithStoredWallet(
  browser: Browser,
  wallet: string,
  address: string,
  keystore: KeystoreV3,
  initScript: string,
): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${wallet}/runtime-config.json`);
    await page.evaluate(storeWallet(address, keystore));
    await page.addInitScript({ content: initScript });
    return page;
  } catch (error) {
    await context.close();
    throw error;
  }
}
