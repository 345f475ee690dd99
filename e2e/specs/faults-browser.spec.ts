import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, DEV_KEYS, graphql, SendPages } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

// Faults, browser side (docs/storage.md#damaged-data, docs/transactions.md#interrupted-sends): damaged or
// foreign storage, a full disk, and a page closed in the middle of a send. Every test ends with the wallet
// listed and usable, and the user told in words what happened. Nothing here stops a service or moves chain
// time, so the shared stack serves.

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
const STORAGE_TITLE = 'Some saved data could not be used';

test.describe.configure({ timeout: 180_000 });
// Routes replace the signer worker's script in one test; a service worker would serve it from its cache.
test.use({ serviceWorkers: 'block' });

function walletRows(page: Page) {
  return page
    .getByRole('table', { name: 'Your wallets' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });
}

/** The wallet list's row of `address` (rows show names; the link goes to the address). */
function walletRow(page: Page, address: string) {
  return walletRows(page).filter({ has: page.locator(`a[href$="/account/${address}"]`) });
}

function storageNotice(page: Page) {
  return page.getByRole('alert').filter({ hasText: STORAGE_TITLE });
}

/** Puts raw entries into the keystore store after upgrading the database to `version`, as a newer app would. */
async function writeIndexedDb(page: Page, version: number, entries: [string, unknown][]) {
  await page.evaluate(
    async ({ version, entries }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open('fwallet', version);
        // A newer app version's upgrade: a store this version does not know.
        req.onupgradeneeded = () => {
          if (!req.result.objectStoreNames.contains('future')) req.result.createObjectStore('future');
        };
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      const tx = db.transaction('keystores', 'readwrite');
      for (const [key, value] of entries) tx.objectStore('keystores').put(value, key);
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { version, entries },
  );
}

/** The sent-transaction records of `address` as the app saved them. */
async function sentRecords(page: Page, address: string): Promise<{ hash: string; state: string }[]> {
  return page.evaluate((key) => {
    const raw = localStorage.getItem('fwallet.sentTransactions');
    if (!raw) return [];
    const parsed = JSON.parse(raw) as {
      state: { byAccount: Record<string, { hash: string; state: string }[]> };
    };
    return parsed.state.byAccount[key] ?? [];
  }, address.toLowerCase());
}

/**
 * A new browser context holding exactly the storage `page` left behind (localStorage and IndexedDB), as if
 * the browser had been closed and started again. `page`'s context is closed first.
 */
async function reopen(
  browser: Browser,
  page: Page,
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const storageState = await page.context().storageState({ indexedDB: true });
  await page.context().close();
  const context = await browser.newContext({ storageState, baseURL, serviceWorkers: 'block' });
  const reopened = await context.newPage();
  const errors: string[] = [];
  reopened.on('pageerror', (error) => errors.push(error.message));
  return { context, page: reopened, errors };
}

test('damaged, truncated, foreign and newer data in every store: the app opens, says what it left out, and the valid wallet still signs', async ({
  page,
}) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.carol);
  await page.evaluate(
    ({ carol }) => {
      const accounts = JSON.parse(localStorage.getItem('fwallet.accounts') ?? '{}') as {
        state: { accounts: unknown[] };
      };
      const [saved] = accounts.state.accounts;
      localStorage.setItem(
        'fwallet.accounts',
        JSON.stringify({
          state: {
            accounts: [
              saved,
              { address: '0xnot-an-address', type: 'keystore' },
              'garbage',
              { address: carol.toLowerCase(), type: 'keystore', name: 'duplicate' },
            ],
            activeIndex: 9,
          },
          version: 1,
        }),
      );
      localStorage.setItem('fwallet.contacts', '{"state":{"contacts":[{"name":"Al');
      localStorage.setItem('fwallet.settings', '["another","app"]');
      localStorage.setItem(
        'fwallet.sentTransactions',
        JSON.stringify({ state: { byAccount: {}, v9: 1 }, version: 99 }),
      );
      localStorage.setItem('someOtherApp.cache', '\u0000\u00ff\ud7ff garbage \u0001');
    },
    { carol: CAROL },
  );
  // A newer app version upgraded the keystore database and left records this version cannot read.
  await writeIndexedDb(page, 5, [
    ['0x000000000000000000000000000000000000dead', '\u0000\u00ff not a keystore'],
    ['settings', { crypto: 1, version: 3 }],
  ]);

  await page.goto('/dashboard');
  const notice = storageNotice(page);
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(
    /invalid entries of saved wallets were left out; everything else loaded/,
  );
  await expect(notice).toContainText('Saved contacts were damaged and could not be read; defaults are used.');
  await expect(notice).toContainText("Saved settings were not in fWallet's format; defaults are used.");
  await expect(notice).toContainText('Saved transaction records come from a newer fWallet');
  await expect(notice).toContainText('The original data was kept under "fwallet.contacts.backup".');
  await expect(walletRows(page)).toHaveCount(1);
  await expect(walletRow(page, CAROL)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('fwallet.contacts.backup'))).toBe(
    '{"state":{"contacts":[{"name":"Al',
  );
  expect(await page.evaluate(() => localStorage.getItem('someOtherApp.cache'))).toContain('garbage');

  // The wallet opens and its keystore, in a database of a newer version, still signs.
  await walletRows(page).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/account/${CAROL}`));
  await send.openSend(CAROL);
  await send.fill(BOB, '0.01');
  await send.toConfirmation();
  await send.confirm();
  await send.expectSuccess();
});

test('a wallet list turned to random bytes: every wallet comes back from its saved keystore, and the user is told', async ({
  page,
}) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.carol, DEV_KEYS.bob);
  const random = await page.evaluate(() => {
    const bytes = crypto.getRandomValues(new Uint8Array(300));
    const text = String.fromCharCode(...bytes);
    localStorage.setItem('fwallet.accounts', text);
    return text;
  });
  await page.goto('/');
  const notice = storageNotice(page);
  await expect(notice).toContainText('Saved wallets were damaged and could not be read; defaults are used.');
  await expect(notice).toContainText(
    '2 wallets were missing from the saved wallet list and were added back from their saved keystores',
  );
  await expect(walletRows(page)).toHaveCount(2);
  await expect(walletRow(page, CAROL)).toHaveCount(1);
  await expect(walletRow(page, BOB)).toHaveCount(1);
  // The damaged text was put aside before the recovered list overwrote it.
  expect(await page.evaluate(() => localStorage.getItem('fwallet.accounts.backup'))).toBe(random);
  // The recovered list was saved: the next start is clean, and a recovered wallet opens.
  await page.goto('/dashboard');
  await expect(walletRows(page)).toHaveCount(2);
  await expect(storageNotice(page)).toHaveCount(0);
  await walletRow(page, BOB).getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`/account/${BOB}`));
});

test('quota exceeded while saving a restored wallet: the user is told, nothing saved is wiped, and the wallet is back after a reload', async ({
  page,
}) => {
  // While the flag is set, saving any fwallet.* key fails the way a full disk makes it fail.
  await page.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      if (
        this === localStorage &&
        key.startsWith('fwallet.') &&
        sessionStorage.getItem('e2e.storageFull') === '1'
      ) {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      }
      setItem.call(this, key, value);
    };
  });
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.carol);
  const savedBefore = await page.evaluate(() => localStorage.getItem('fwallet.accounts'));
  expect(savedBefore).toContain(CAROL);

  await page.evaluate(() => sessionStorage.setItem('e2e.storageFull', '1'));
  await page.goto('/dashboard');
  await send.wallets.restoreFromPrivateKey(DEV_KEYS.bob);
  await send.wallets.expectRestored();
  await send.wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
  await expect(storageNotice(page)).toContainText(
    "Saving wallets failed (the browser's storage may be full); your latest change lasts only until you close the page.",
  );
  // The failed save kept what was saved before, and the session keeps the new wallet in memory.
  expect(await page.evaluate(() => localStorage.getItem('fwallet.accounts'))).toBe(savedBefore);
  await page.getByRole('link', { name: 'Home' }).first().click();
  await expect(walletRows(page)).toHaveCount(2);

  // Space is free again; a reload lists both wallets, the second from its keystore, and says so.
  await page.evaluate(() => sessionStorage.removeItem('e2e.storageFull'));
  await page.goto('/dashboard');
  await expect(storageNotice(page)).toContainText(
    '1 wallet was missing from the saved wallet list and was added back from its saved keystore',
  );
  await expect(walletRows(page)).toHaveCount(2);
  await expect(walletRow(page, BOB)).toHaveCount(1);
  expect(await page.evaluate(() => localStorage.getItem('fwallet.accounts'))).toContain(BOB);
});

test('quota exceeded while the signer saves a keystore: the restore window says so and the saved wallet is untouched', async ({
  page,
}) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.carol);
  // Init scripts do not reach workers: the signer worker's own script gets the failing IndexedDB instead.
  await page.route('**/assets/signer.worker-*.js', async (route: Route) => {
    const response = await route.fetch();
    const patch =
      "IDBObjectStore.prototype.put = function () { throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };\n";
    await route.fulfill({ response, body: patch + (await response.text()) });
  });
  await page.goto('/dashboard');
  await send.wallets.restoreFromPrivateKey(DEV_KEYS.bob);
  await expect(
    send.wallets.dialog().getByRole('alert').filter({ hasText: "this browser's storage is full or blocked" }),
  ).toBeVisible({ timeout: 20_000 });
  await page.keyboard.press('Escape');
  await expect(send.wallets.dialog()).toHaveCount(0);
  await page.unroute('**/assets/signer.worker-*.js');
  await page.goto('/dashboard');
  await expect(walletRows(page)).toHaveCount(1);
  await expect(walletRow(page, CAROL)).toHaveCount(1);
  await expect(storageNotice(page)).toHaveCount(0);
});

test('browser closed after the send was submitted: on return the wallet is intact and the outcome is shown', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  const send = new SendPages(page);
  await send.store(DEV_KEYS.carol);
  await send.openSend(CAROL);
  await send.fill(BOB, '0.02');
  await send.toConfirmation();
  // The status checks never answer, so the page is closed with the record still pending.
  await page.route(
    () => true,
    (route) => {
      if (route.request().postData()?.includes('"operationName":"TransactionByHash"')) return;
      return route.fallback();
    },
  );
  await send.confirm();
  await expect.poll(async () => (await sentRecords(page, CAROL)).length, { timeout: 30_000 }).toBe(1);
  const [record] = await sentRecords(page, CAROL);
  expect(record?.state).toBe('pending');
  const hash = record?.hash ?? '';

  const again = await reopen(browser, page, baseURL ?? '');
  await again.page.goto('/dashboard');
  await expect(walletRow(again.page, CAROL)).toHaveCount(1);
  const outcome = again.page
    .getByRole('status')
    .filter({ hasText: 'Transactions sent before the wallet was closed' });
  await expect(outcome).toContainText('Confirmed', { timeout: 20_000 });
  await expect(outcome).toContainText(hash.slice(0, 6));
  await expect.poll(async () => (await sentRecords(again.page, CAROL))[0]?.state).toBe('success');
  const chain = await graphql<{ transaction: { status: string } | null }>(
    apiUrl(stack.urls),
    'query($h: Bytes32!) { transaction(hash: $h) { status } }',
    { h: hash },
  );
  expect(chain.transaction?.status).toBe('0x1');
  // The history of the wallet lists it; the notice stays on every screen until dismissed.
  await walletRow(again.page, CAROL).getByRole('link').first().click();
  await expect(again.page.locator(`tr[data-hash="${hash}"]`)).toBeVisible({ timeout: 20_000 });
  await expect(outcome).toBeVisible();
  await outcome.getByRole('button', { name: 'Dismiss' }).click({ timeout: 10_000 });
  await expect(outcome).toHaveCount(0);
  expect(again.errors).toEqual([]);
  await again.context.close();
});

test('browser closed on the confirmation before submitting: on return nothing was sent and the wallet still sends', async ({
  page,
  browser,
  baseURL,
  stack,
}) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.carol);
  const count = async () =>
    (
      await graphql<{ account: { txCount: string } }>(
        apiUrl(stack.urls),
        'query($a: Address!) { account(address: $a) { txCount } }',
        {
          a: CAROL,
        },
      )
    ).account.txCount;
  const txCountBefore = await count();
  await send.openSend(CAROL);
  await send.fill(BOB, '0.03');
  await send.toConfirmation();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);

  const again = await reopen(browser, page, baseURL ?? '');
  await again.page.goto('/dashboard');
  await expect(walletRow(again.page, CAROL)).toHaveCount(1);
  expect(await sentRecords(again.page, CAROL)).toEqual([]);
  expect(await count()).toBe(txCountBefore);
  await expect(again.page.getByRole('status').filter({ hasText: 'Transactions sent before' })).toHaveCount(0);
  // The form starts afresh and the wallet signs as before.
  const resend = new SendPages(again.page);
  await resend.openSend(CAROL);
  await expect(resend.amount()).toHaveValue('');
  await resend.fill(BOB, '0.03');
  await resend.toConfirmation();
  await resend.confirm();
  await resend.expectSuccess();
  expect(again.errors).toEqual([]);
  await again.context.close();
});
