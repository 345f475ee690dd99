import type { Page } from '@playwright/test';
import { type Hex, recoverMessageAddress, stringToHex } from 'viem';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import {
  clickClosing,
  type Dapp,
  type ExtensionHandle,
  expect,
  recordAnswers,
  test,
} from '../fixtures/extension.ts';
import { addressOf, DEV_KEYS } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

// The extension under a hostile page, each attack reproduced with the loaded extension where it needs
// the real browser (windows, tabs, navigation, the API on the wire). The rules themselves are proven in the
// background's in-memory tests (apps/extension/src/background/*.test.ts).

const CAROL = addressOf(DEV_KEYS.carol);
const ONE_FTM = `0x${(10n ** 18n).toString(16)}`;
const screenshot = (name: string) => new URL(`../artifacts/screenshots/${name}`, import.meta.url).pathname;

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

const txWindows = (extension: ExtensionHandle) =>
  extension.context.pages().filter((p) => p.url().includes('#/eip-send-transaction/'));

/** What a provider's page heard (DAPP_HTML keeps every event in window.fwEvents). */
const eventsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { fwEvents: Array<[string, unknown]> }).fwEvents);

/** Opens a transaction request of `dapp` and waits for its window, prepared (its fee known). */
async function askTransaction(extension: ExtensionHandle, dapp: Dapp, from: string) {
  const next = extension.nextWindow('eip-send-transaction/');
  const answer = dapp.request('eth_sendTransaction', [{ from, to: CAROL, value: ONE_FTM }]);
  const window = await next;
  await expect(window.getByRole('row', { name: /Max Fee/i })).not.toContainText('…', { timeout: 30_000 });
  return { window, answer };
}

/** The account window of the toolbar for `site`: takes every account from it (a revocation). */
async function revoke(extension: ExtensionHandle, site: string, account: string): Promise<void> {
  const page = await extension.open(`eip-select-accounts/${encodeURIComponent(site)}`);
  await page.getByRole('switch', { name: account }).uncheck();
  await clickClosing(page, 'Confirm');
}

test.describe('the extension under a hostile page (docs/extension.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('#1 a window closed while its broadcast is in flight answers the hash of the transaction that is mined, not 4001', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const nonce = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']));
    const { window, answer } = await askTransaction(extension, dapp, bob);
    // A slow API: the signed transaction reaches it, and the user closes the window before the answer comes.
    let broadcast = false;
    await window.route('**/*', async (route) => {
      const body = route.request().postData() ?? '';
      if (route.request().method() !== 'POST' || !/sendTransaction/.test(body)) return route.continue();
      await route.fetch();
      broadcast = true;
      await window.close();
    });
    await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const closed = window.waitForEvent('close', { timeout: 60_000 });
    await window.getByRole('button', { name: 'Confirm' }).click();
    await closed;
    expect(broadcast).toBe(true);
    const { result: hash, error } = await answer;
    expect(error).toBeUndefined();
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect
      .poll(() => rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]), {
        timeout: 30_000,
      })
      .toMatchObject({ status: '0x1' });
    expect(BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']))).toBe(
      nonce + 1n,
    );
  });

  test("#2 a password remembered for the wallet's own flow is not offered to a site's window", async ({
    extension,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // Step 1 of the wallet's two-step flow, in its tab: signed with the password, remembered for the run's step 2.
    const wallet = await extension.open('eip-welcome');
    const step1 = await wallet.evaluate(
      async ({ address, password }) => {
        const { chrome } = globalThis as unknown as {
          chrome: { runtime: { sendMessage(message: unknown): Promise<{ ok: boolean; value?: unknown }> } };
        };
        const signer = (method: string, args: unknown[]) =>
          chrome.runtime.sendMessage({
            channel: 'fwallet-internal',
            message: { kind: 'signer', method, args },
          });
        const transaction = {
          to: address,
          data: '0x',
          value: '0',
          gas: '21000',
          gasPrice: '1000000000',
          nonce: 1000,
          chainId: 4003,
          fee: '21000000000000',
        };
        const signed = await signer('signTransaction', [
          { address, transaction, password, scope: 'flow-run-1', remember: { seconds: 30, uses: 1 } },
        ]);
        const own = await signer('hasRememberedPassword', [address, 'flow-run-1']);
        return { signed: signed.ok, ownStepRemembers: own.value };
      },
      { address: bob, password: PASSWORD },
    );
    expect(step1).toEqual({ signed: true, ownStepRemembers: true });
    // Within the 30 s, a connected site asks: its window asks for the password.
    const { window, answer } = await askTransaction(extension, dapp, bob);
    await expect(window.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(window.getByText('Your password is remembered')).toHaveCount(0);
    await window.getByRole('button', { name: 'Confirm' }).click();
    await expect(window.getByText('Type a password')).toBeVisible();
    await window.close();
    expect(await answer).toMatchObject({ error: { code: 4001 } });
    await wallet.close();
  });

  test('a worker Chrome stopped while a signature window is open: Sign still gives the site exactly one signature, of its account', async ({
    extension,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // Every answer the relay hands the page, to count them.
    const answers = await recordAnswers(dapp.page);
    const message = 'Sign in to the test dapp, once.';
    const next = extension.nextWindow('eip-sign/');
    const signing = dapp.request('personal_sign', [stringToHex(message), bob]);
    const window = await next;
    await expect(window.getByRole('textbox', { name: 'Password' })).toBeVisible();
    // Stopped before Sign, never raced against it (3c070cf): the site's message dies with the worker, its relay
    // asks again by the request's id, and Sign wakes a new worker.
    await extension.stopWorker();
    await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    await clickClosing(window, 'Sign', 60_000);
    const { result: signature, error } = await signing;
    expect(error).toBeUndefined();
    expect(await recoverMessageAddress({ message, signature: signature as Hex })).toBe(bob);
    expect(await answers()).toEqual([expect.objectContaining({ result: signature })]);
  });

  test('#3 revoking a site while its window is open refuses the request with 4100 and closes the window', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const nonce = await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']);
    const { window, answer } = await askTransaction(extension, dapp, bob);
    await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const closed = window.waitForEvent('close');
    await revoke(extension, dapp.origin, bob);
    await closed;
    expect(await answer).toEqual({
      error: { code: 4100, message: 'The site may no longer use this account.' },
    });
    expect(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest'])).toBe(nonce);
  });

  test("#4 a tab gone Back from an approved dApp to a never-approved page hears nothing of the dApp's accounts", async ({
    extension,
  }) => {
    const hostile = await extension.dapp();
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // Hostile page → link to the approved dApp, which asks for its accounts → Back.
    const tab = hostile.page;
    await tab.goto(dapp.origin);
    await tab.waitForFunction(() => (window as unknown as { fw?: unknown }).fw !== undefined);
    expect(
      await tab.evaluate(() =>
        (window as unknown as { fw: { request(a: unknown): Promise<unknown> } }).fw.request({
          method: 'eth_accounts',
        }),
      ),
    ).toEqual([bob]);
    await tab.goBack();
    await tab.waitForFunction(() => (window as unknown as { fw?: unknown }).fw !== undefined);
    expect(new URL(tab.url()).origin).toBe(hostile.origin);
    // The dApp open in another tab too, so there is an event to leak.
    const other = await extension.context.newPage();
    await other.goto(dapp.origin);
    await other.waitForFunction(() => (window as unknown as { fw?: unknown }).fw !== undefined);
    await other.evaluate(() =>
      (window as unknown as { fw: { request(a: unknown): Promise<unknown> } }).fw.request({
        method: 'eth_accounts',
      }),
    );

    await revoke(extension, dapp.origin, bob);
    // The dApp's own tab hears it (sent after the first tab's documents, which would have heard it first).
    await expect.poll(() => eventsOf(other)).toContainEqual(['accountsChanged', []]);
    expect((await eventsOf(tab)).filter(([name]) => name === 'accountsChanged')).toEqual([]);
  });

  test('#5 the account window of a long look-alike origin names its registrable domain on its own line, 360×600, both schemes', async ({
    extension,
  }) => {
    await extension.addAccount(DEV_KEYS.bob);
    const origin = `https://app.uniswap.org.${'secure-login-'.repeat(4)}verify.${'account-'.repeat(5)}x.evil.test`;
    for (const dark of [true, false]) {
      const settings = await extension.open('eip-welcome');
      await settings.evaluate(async (darkMode) => {
        const { chrome } = globalThis as unknown as {
          chrome: { storage: { local: { set(items: Record<string, string>): Promise<void> } } };
        };
        await chrome.storage.local.set({
          'fwallet.settings': JSON.stringify({ state: { darkMode, autoDarkMode: false }, version: 1 }),
        });
      }, dark);
      await settings.close();
      const page = await extension.context.newPage();
      await page.setViewportSize({ width: 360, height: 600 });
      await page.goto(
        `chrome-extension://${extension.id}/index.html#/eip-select-accounts/${encodeURIComponent(origin)}`,
      );
      const name = page.getByTestId('site-name');
      await expect(name.locator('p').first()).toHaveText('evil.test');
      await expect(name.locator('p').nth(1)).toHaveText(origin);
      // The whole origin is on screen: wrapped, nothing cut at the window's edge, no sideways scrolling.
      const box = await name.locator('p').nth(1).boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(360);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await expect(page.locator('html')).toHaveAttribute(
        'data-mantine-color-scheme',
        dark ? 'dark' : 'light',
      );
      await expectNoSeriousA11yViolations(page);
      await page.screenshot({
        path: screenshot(`extension-select-accounts-long-origin-${dark ? 'dark' : 'light'}.png`),
        fullPage: true,
      });
      await page.close();
    }
  });

  test('#6 a site that makes its windows refuse themselves (switching the chain) gets no more windows: they close, and the minute is spent', async ({
    extension,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const answers = dapp.page.evaluate(
      ({ bob, to }) =>
        Promise.all(
          Array.from({ length: 10 }, () =>
            (window as unknown as { fw: { request(a: unknown): Promise<unknown> } }).fw
              .request({ method: 'eth_sendTransaction', params: [{ from: bob, to, value: '0x1' }] })
              .then(
                () => 'sent',
                (e: { code: number }) => e.code,
              ),
          ),
        ),
      { bob, to: CAROL },
    );
    await expect.poll(() => txWindows(extension).length).toBe(10);
    // Silently, to another of the wallet's networks: every open window finds another network and refuses.
    expect(await dapp.request('wallet_switchEthereumChain', [{ chainId: '0xfa' }])).toEqual({ result: null });
    await expect.poll(() => txWindows(extension).length, { timeout: 30_000 }).toBe(0);
    expect(await answers).toEqual(Array.from({ length: 10 }, () => 4001));
    // The quota is not free again: the site's windows for this minute are spent.
    expect(await dapp.request('eth_sendTransaction', [{ from: bob, to: CAROL, value: '0x1' }])).toEqual({
      error: { code: -32005, message: 'Request limit exceeded' },
    });
    expect(txWindows(extension)).toHaveLength(0);
  });

  test('#7 a page hopping through 12 origins never has more than one account window, and gets 10 in the minute', async ({
    extension,
  }) => {
    await extension.addAccount(DEV_KEYS.bob);
    const hops: Dapp[] = [];
    for (let i = 0; i < 12; i++) hops.push(await extension.dapp());
    const selectWindows = () =>
      extension.context.pages().filter((p) => p.url().includes('#/eip-select-accounts/'));
    let opened = 0;
    extension.context.on('page', (page) => {
      if (page.url().includes('#/eip-select-accounts/')) opened += 1;
    });
    const tab = hops[0]?.page;
    if (!tab) throw new Error('no page');
    const codes: unknown[] = [];
    for (const hop of hops) {
      if (tab.url() !== `${hop.origin}/`) {
        await tab.goto(hop.origin);
        await tab.waitForFunction(() => (window as unknown as { fw?: unknown }).fw !== undefined);
      }
      // Not awaited: the request waits for its window, which the next hop ends.
      const asked = opened;
      void tab
        .evaluate(() =>
          (window as unknown as { fw: { request(a: unknown): Promise<unknown> } }).fw
            .request({ method: 'eth_requestAccounts' })
            .catch((e: { code: number }) => e.code),
        )
        .then((code) => codes.push(code))
        .catch(() => undefined);
      // Each hop either gets its window (the one before it having closed) or is refused.
      await expect.poll(() => opened > asked || codes.includes(-32005)).toBe(true);
      expect(selectWindows().length).toBeLessThanOrEqual(1);
    }
    // The 11th and 12th hops within the minute were refused without a window; the 11th hop ended the 10th's.
    await expect.poll(() => codes.filter((c) => c === -32005)).toEqual([-32005, -32005]);
    expect(opened).toBe(10);
    await expect.poll(() => selectWindows().length).toBe(0);
  });

  test("#7 a tab's request windows close when it navigates away or closes", async ({ extension }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // To a page where no provider speaks: the background sees the tab change and its document gone.
    const first = await askTransaction(extension, dapp, bob);
    // The page that waits for the answer goes away with its document.
    void first.answer.catch(() => undefined);
    const navigated = first.window.waitForEvent('close');
    await dapp.page.goto('about:blank');
    await navigated;
    await dapp.page.goto(dapp.origin);
    await dapp.page.waitForFunction(() => (window as unknown as { fw?: unknown }).fw !== undefined);
    const second = await askTransaction(extension, dapp, bob);
    void second.answer.catch(() => undefined);
    const closed = second.window.waitForEvent('close');
    await dapp.page.close();
    await closed;
  });

  test('also seen: a second open window confirmed after the first sent takes the next nonce; a sandboxed page gets an error, not silence', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const nonce = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']));
    const first = await askTransaction(extension, dapp, bob);
    const second = await askTransaction(extension, dapp, bob);
    for (const { window } of [first, second]) {
      await window.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
      const closed = window.waitForEvent('close', { timeout: 60_000 });
      await window.getByRole('button', { name: 'Confirm' }).click();
      await closed;
    }
    const hashes = [(await first.answer).result, (await second.answer).result];
    for (const hash of hashes)
      await expect
        .poll(() => rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]), {
          timeout: 30_000,
        })
        .toMatchObject({ status: '0x1' });
    expect(BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']))).toBe(
      nonce + 2n,
    );

    const sandboxed = await extension.dapp({
      headers: { 'content-security-policy': 'sandbox allow-scripts' },
    });
    expect(await sandboxed.page.evaluate(() => window.origin)).toBe('null');
    expect(await sandboxed.request('eth_requestAccounts')).toEqual({
      error: { code: 4900, message: 'fWallet cannot serve a sandboxed page.' },
    });
  });
});
