import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { accountFromPrivateKey, encryptKeystore, generateMnemonic } from '@fantom-wallet/core';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { StakingPages } from '../pages/StakingPages.ts';
import { WalletPages } from '../pages/WalletPages.ts';

// SECURITY.md, docs/wallets.md#where-keys-live: drive every flow that touches a key or a password, record
// everything that could carry a secret out of its screen, and fail if any secret appears in it in clear.

/** Fresh secrets, so a hit can only come from this run's flows, never from the bundle or the devnet seed. */
const freshKey = (): `0x${string}` => `0x${randomBytes(32).toString('hex')}`;
const PASSWORDS = {
  create: 'Leak-Probe-Create-7q',
  mnemonic: 'Leak-Probe-Phrase-4w',
  privateKey: 'Leak-Probe-Key-2z',
  keystoreFile: 'Leak-Probe-File-9k',
  send: 'Leak-Probe-Send-5m',
};

interface Secret {
  label: string;
  /** Matches the secret however it could be written: with or without 0x, any case, any word separator. */
  pattern: RegExp;
  /** The secret as the user typed or saw it: the pattern must match it, or the probe proves nothing. */
  sample: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keySecret = (label: string, key: string): Secret => ({
  label,
  pattern: new RegExp(key.replace(/^0x/, ''), 'i'),
  sample: key.toUpperCase().replace(/^0X/, ''),
});
// Eight words in order, each within 40 characters of the last, are far beyond chance (2048^8) and catch the
// phrase joined by spaces, commas or markup such as numbered list items.
const phraseSecret = (label: string, words: string[]): Secret => ({
  label,
  pattern: new RegExp(`\\b${words.slice(0, 8).map(escapeRegExp).join('\\b[^]{1,40}?\\b')}\\b`, 'i'),
  sample: words.map((word, i) => `<li>${i + 1}. ${word}</li>`).join(''),
});
const passwordSecret = (label: string, password: string): Secret => ({
  label,
  pattern: new RegExp(escapeRegExp(password)),
  sample: `{"password":"${password}"}`,
});

/** Everything the page can still see: the markup and the live values of every field. */
async function domSnapshot(page: Page): Promise<string> {
  return page.evaluate(() => {
    const values = [...document.querySelectorAll('input, textarea, select')].map(
      (field) => (field as HTMLInputElement).value,
    );
    return `${document.documentElement.outerHTML}\n${values.join('\n')}`;
  });
}

/** localStorage, sessionStorage, cookies and every record of every IndexedDB database, as text. */
async function storageSnapshot(page: Page): Promise<{ local: string; session: string; indexedDb: string }> {
  return page.evaluate(async () => {
    const dump = async (name: string): Promise<unknown> => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const stores: Record<string, unknown> = {};
      for (const store of [...db.objectStoreNames]) {
        const tx = db.transaction(store, 'readonly');
        const all = (method: 'getAll' | 'getAllKeys') =>
          new Promise<unknown>((resolve, reject) => {
            const request = tx.objectStore(store)[method]();
            request.onsuccess = () => resolve(request.result);
            request.onerror = () => reject(request.error);
          });
        stores[store] = { keys: await all('getAllKeys'), values: await all('getAll') };
      }
      db.close();
      return stores;
    };
    const databases = await indexedDB.databases();
    const indexedDb: Record<string, unknown> = {};
    for (const { name } of databases) if (name) indexedDb[name] = await dump(name);
    return {
      local: JSON.stringify({ ...localStorage }),
      session: `${JSON.stringify({ ...sessionStorage })}\n${document.cookie}`,
      indexedDb: JSON.stringify(indexedDb),
    };
  });
}

test.describe('secrets never leak (SECURITY.md, docs/wallets.md#where-keys-live)', () => {
  // Five scrypt runs at full strength (N=2^18) and one confirmed transaction.
  test.describe.configure({ timeout: 240_000 });

  test('create, restore by mnemonic, private key and keystore, a send and a delegation with a password leave no secret in console, network, storage or DOM', async ({
    page,
    context,
  }, testInfo) => {
    const consoleLines: string[] = [];
    const network: string[] = [];
    const doms: Array<{ after: string; html: string }> = [];
    context.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}\n${error.stack ?? ''}`));
    context.on('request', (request) => {
      network.push(`${request.method()} ${request.url()}\n${request.headers().referer ?? ''}`);
      const body = request.postDataBuffer();
      if (body) network.push(body.toString('utf8'));
    });

    const wallets = new WalletPages(page);
    const secrets: Secret[] = Object.entries(PASSWORDS).map(([flow, password]) =>
      passwordSecret(`${flow} password`, password),
    );

    // 1. Create: the 24 words are shown once, then the window closes.
    await wallets.openWelcome();
    const created = await wallets.createUntilVerification(PASSWORDS.create);
    secrets.push(phraseSecret('created mnemonic', created));
    await wallets.pickWords(created);
    await wallets.dialog().getByRole('button', { name: 'Verify' }).click();
    await expect(wallets.dialog().getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 30_000,
    });
    await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
    await expect(wallets.dialog()).toHaveCount(0);
    doms.push({ after: 'create', html: await domSnapshot(page) });

    // 2. Restore by mnemonic.
    const phrase = generateMnemonic();
    secrets.push(phraseSecret('restored mnemonic', phrase.split(' ')));
    await page.goto('/dashboard');
    await wallets.openRestore('Mnemonic');
    await wallets.dialog().getByLabel('Recovery phrase', { exact: true }).fill(phrase);
    await wallets.dialog().getByRole('button', { name: 'Continue' }).click();
    await wallets.setNewPassword(PASSWORDS.mnemonic);
    await wallets.expectRestored();
    await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
    await expect(wallets.dialog()).toHaveCount(0);
    doms.push({ after: 'restore by mnemonic', html: await domSnapshot(page) });

    // 3. Restore by private key.
    const key = freshKey();
    secrets.push(keySecret('restored private key', key));
    await page.goto('/dashboard');
    await wallets.restoreFromPrivateKey(key, PASSWORDS.privateKey);
    expect(await wallets.expectRestored()).toBe(accountFromPrivateKey(key).address);
    await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
    await expect(wallets.dialog()).toHaveCount(0);
    doms.push({ after: 'restore by private key', html: await domSnapshot(page) });

    // 4. Restore by keystore file (small N: the file's own strength; the wallet re-encrypts at full strength).
    const fileKey = freshKey();
    secrets.push(keySecret('keystore file private key', fileKey));
    const file = testInfo.outputPath('UTC--leak-probe');
    writeFileSync(
      file,
      JSON.stringify(
        await encryptKeystore(fileKey, PASSWORDS.keystoreFile, { scrypt: { n: 1024, r: 8, p: 1 } }),
      ),
    );
    await page.goto('/dashboard');
    await wallets.openRestore('Keystore');
    await wallets.dialog().locator('input[type=file]').setInputFiles(file);
    await wallets.dialog().getByLabel('Keystore password').fill(PASSWORDS.keystoreFile);
    await wallets.dialog().getByRole('button', { name: 'Unlock' }).click();
    await expect(wallets.dialog().getByRole('heading', { name: 'Keystore successfully loaded' })).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
    await expect(wallets.dialog()).toHaveCount(0);
    doms.push({ after: 'restore by keystore', html: await domSnapshot(page) });

    // 5. A send confirmed with a password, from a funded devnet account restored by its key.
    secrets.push(keySecret('sender private key', DEV_KEYS.bob));
    const send = new SendPages(page);
    await page.goto('/dashboard');
    await wallets.restoreFromPrivateKey(DEV_KEYS.bob, PASSWORDS.send);
    await wallets.expectRestored();
    await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
    await expect(wallets.dialog()).toHaveCount(0);
    const bob = addressOf(DEV_KEYS.bob);
    await send.openSend(bob);
    await send.fill(accountFromPrivateKey(key).address, '0.1');
    await send.toConfirmation();
    await send.confirm(PASSWORDS.send);
    await send.expectSuccess();
    await page.goto(`/account/${bob}`);
    doms.push({ after: 'send confirmation', html: await domSnapshot(page) });

    // 6. A delegation confirmed with the same wallet's password: the staking flows sign through the same worker.
    const staking = new StakingPages(page);
    await page.goto(`/staking/${bob}/stake`);
    await page.getByLabel('Amount (FTM)').fill('1');
    await staking.openPicker();
    await staking.selectValidator(2);
    await page.getByRole('button', { name: 'Continue' }).click();
    await staking.confirm('Delegate', PASSWORDS.send);
    await staking.expectSuccess('Delegation Successful');
    await page.goto(`/staking/${bob}`);
    doms.push({ after: 'delegation', html: await domSnapshot(page) });

    const storage = await storageSnapshot(page);
    // The probe must see what it claims to: the keystores are there, encrypted, and the requests were recorded.
    expect(storage.indexedDb).toContain('"ciphertext"');
    expect(storage.indexedDb.match(/"ciphertext"/g)?.length ?? 0).toBeGreaterThanOrEqual(5);
    expect(storage.local).toContain(bob);
    expect(network.filter((line) => line.includes('sendTransaction')).length).toBeGreaterThanOrEqual(2);

    const places: Array<[string, string]> = [
      ['console', consoleLines.join('\n')],
      ['network requests', network.join('\n')],
      ['localStorage', storage.local],
      ['sessionStorage and cookies', storage.session],
      ['IndexedDB', storage.indexedDb],
      ...doms.map(({ after, html }): [string, string] => [`DOM after ${after}`, html]),
    ];
    for (const secret of secrets) expect(secret.pattern.test(secret.sample), secret.label).toBe(true);
    const leaks = places.flatMap(([place, text]) =>
      secrets.filter((secret) => secret.pattern.test(text)).map((secret) => `${secret.label} in ${place}`),
    );
    expect(leaks).toEqual([]);
  });
});
