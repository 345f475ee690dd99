import { addresses, devnetChain } from '@fantom-wallet/contracts';
import { permitTypedData, typedDataJson } from '@fantom-wallet/test-doubles/signatures/permitTypedData.ts';
import type { Page } from '@playwright/test';
import {
  encodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  recoverMessageAddress,
  recoverTypedDataAddress,
} from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { stringToHex } from 'viem/utils';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { clickClosing, expect, recordAnswers, test } from '../fixtures/extension.ts';
import { FakeLedger, fakeLedgerScript, LEDGER_MNEMONIC, ledgerAddress } from '../fixtures/ledger.ts';
import { addressOf, DEV_KEYS } from '../pages/SendPages.ts';
import { devnet } from '../pages/StakingPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

const CAROL = addressOf(DEV_KEYS.carol);
const DEVNET_CHAIN_ID = devnetChain.id;
const screenshot = (name: string) => new URL(`../artifacts/screenshots/${name}`, import.meta.url).pathname;
const ONE_FTM = `0x${(10n ** 18n).toString(16)}`;

/** Clicks Cancel in a request window, which answers the site and closes the window. */
const cancelIn = (window: Page) => clickClosing(window, 'Cancel');

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

test.describe('browser extension (docs/extension.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a site finds fWallet through EIP-6963, gets an approved account and sends 1 FTM mined on the devnet', async ({
    extension,
    stack,
  }) => {
    // Restored by the background's signer, as the wallet tab's restore window does; the send below decrypts it.
    const bob = await extension.addAccount(DEV_KEYS.bob, { throughSigner: true });
    const dapp = await extension.dapp();
    const info = await dapp.page.evaluate(() => (window as unknown as { fwInfo: unknown }).fwInfo);
    expect(info).toMatchObject({
      name: 'fWallet',
      rdns: 'app.fwallet',
      icon: expect.stringMatching(/^data:image\//),
    });
    expect(await dapp.request('eth_chainId')).toEqual({ result: '0xfa3' });
    expect(await dapp.request('eth_accounts')).toEqual({ result: [] });

    const select = extension.nextWindow('eip-select-accounts/');
    const accounts = dapp.request('eth_requestAccounts');
    const window = await select;
    // The only account is chosen already (docs/extension.md#site-permissions).
    await expect(window.getByRole('switch', { name: bob })).toBeChecked();
    await clickClosing(window, 'Confirm');
    expect(await accounts).toEqual({ result: [bob] });

    // A site's max fee above the wallet's highest price (30 gwei) goes out at that price, and the window says so.
    const tooHigh = extension.nextWindow('eip-send-transaction/');
    const refused = dapp.request('eth_sendTransaction', [
      { from: bob, to: CAROL, value: ONE_FTM, gas: '0x186a0', maxFeePerGas: '0x174876e800' },
    ]);
    const high = await tooHigh;
    await expect(
      high.getByText(
        "The site's gas price is above the highest this wallet sends: it goes out at 30.00 gwei.",
      ),
    ).toBeVisible({ timeout: 30_000 });
    await expect(high.getByRole('row', { name: /Max Fee/ })).toContainText('0.003000 FTM');
    await cancelIn(high);
    expect(await refused).toMatchObject({ error: { code: 4001 } });

    const before = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getBalance', [CAROL, 'latest']));
    const confirm = extension.nextWindow('eip-send-transaction/');
    // The site's gas (100,000) covers the estimate, so it is kept; its EIP-1559 fees (20 gwei, a 2 gwei tip) too.
    const sent = dapp.request('eth_sendTransaction', [
      {
        from: bob,
        to: CAROL,
        value: ONE_FTM,
        gas: '0x186a0',
        maxFeePerGas: '0x4a817c800',
        maxPriorityFeePerGas: '0x77359400',
      },
    ]);
    const approval = await confirm;
    await expect(approval.getByRole('row', { name: /Max Fee/ })).toContainText('0.002000 FTM');
    await expect(approval.getByRole('row', { name: /Site/ })).toContainText(dapp.origin);
    await expect(approval.getByRole('row', { name: /From/ })).toContainText(bob);
    await expect(approval.getByRole('row', { name: /To/ })).toContainText(CAROL);
    await expect(approval.getByRole('row', { name: /Amount/ })).toContainText('1.000000 FTM');
    await approval.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const done = approval.waitForEvent('close', { timeout: 60_000 });
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await done;
    const { result: hash } = await sent;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect
      .poll(
        async () =>
          rpc<{ status: string; from: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]),
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ status: '0x1', from: bob.toLowerCase() });
    expect(await rpc<{ gas: string }>(stack.urls.rpc, 'eth_getTransactionByHash', [hash])).toMatchObject({
      gas: '0x186a0',
      type: '0x2',
      maxFeePerGas: '0x4a817c800',
      maxPriorityFeePerGas: '0x77359400',
    });
    const after = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getBalance', [CAROL, 'latest']));
    expect(after - before).toBe(10n ** 18n);
  });

  test('refusals: Cancel and a closed window give 4001, a foreign from 4100, unknown methods 4200; sites see only their accounts', async ({
    extension,
  }) => {
    const bob = await extension.addAccount(DEV_KEYS.bob);
    const first = await extension.dapp();
    const second = await extension.dapp();
    await extension.addAccount(DEV_KEYS.carol, { sites: [second.origin] });

    // Refused account requests: closing the window, then Cancel… both 4001, nothing granted.
    let window = extension.nextWindow('eip-select-accounts/');
    const accounts = first.request('eth_requestAccounts');
    await (await window).close();
    expect(await accounts).toMatchObject({ error: { code: 4001 } });
    window = extension.nextWindow('eip-select-accounts/');
    const pending = first.request('eth_requestAccounts');
    const select = await window;
    expect(await first.request('eth_requestAccounts')).toMatchObject({
      error: { code: -32002, message: 'Request already pending' },
    });
    await select.getByRole('switch', { name: bob }).check();
    await clickClosing(select, 'Confirm');
    expect(await pending).toEqual({ result: [bob] });

    // The second site sees its own account only, and the first site none of it.
    const carol = addressOf(DEV_KEYS.carol);
    expect(await second.request('eth_accounts')).toEqual({ result: [carol] });
    expect(await first.request('eth_accounts')).toEqual({ result: [bob] });
    expect(
      await first.request('eth_sendTransaction', [{ from: carol, to: bob, value: ONE_FTM }]),
    ).toMatchObject({
      error: { code: 4100 },
    });
    expect(await first.request('eth_sign', [bob, '0x00'])).toMatchObject({ error: { code: 4200 } });
    expect(await first.request('wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({
      error: { code: 4902 },
    });

    // A transaction refused with Cancel, then one whose window is closed.
    for (const refuse of ['cancel', 'close'] as const) {
      const confirm = extension.nextWindow('eip-send-transaction/');
      const sent = first.request('eth_sendTransaction', [{ from: bob, to: carol, value: ONE_FTM }]);
      const approval = await confirm;
      await expect(approval.getByRole('row', { name: /Site/ })).toContainText(first.origin);
      if (refuse === 'cancel') await cancelIn(approval);
      else await approval.close();
      expect(await sent).toMatchObject({ error: { code: 4001 } });
    }

    // Toggling bob off for the first site from the toolbar's page: the site hears accountsChanged [].
    const popup = await extension.open(`eip-select-accounts/${encodeURIComponent(first.origin)}`);
    await popup.getByRole('switch', { name: bob }).uncheck();
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => first.page.evaluate(() => (window as unknown as { fwEvents: unknown[] }).fwEvents))
      .toContainEqual(['accountsChanged', []]);
    expect(await first.request('eth_accounts')).toEqual({ result: [] });
    expect(await second.request('eth_accounts')).toEqual({ result: [carol] });
  });

  test('Chrome stopping the worker mid-request loses nothing: the account window still works, an approval after it sends one transaction, a stop right after signing still gives the site one answer', async ({
    extension,
    stack,
  }) => {
    const bob = await extension.addAccount(DEV_KEYS.bob);
    const dapp = await extension.dapp();

    const select = extension.nextWindow('eip-select-accounts/');
    const accounts = dapp.request('eth_requestAccounts');
    const window = await select;
    await extension.stopWorker();
    await window.getByRole('switch', { name: bob }).check();
    await window.getByRole('button', { name: 'Confirm' }).click();
    expect(await accounts).toEqual({ result: [bob] });

    const nonce = await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']);
    const confirm = extension.nextWindow('eip-send-transaction/');
    const sent = dapp.request('eth_sendTransaction', [{ from: bob, to: CAROL, value: ONE_FTM }]);
    const approval = await confirm;
    await expect(approval.getByRole('row', { name: /From/ })).toContainText(bob);
    await extension.stopWorker();
    await approval.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const done = approval.waitForEvent('close', { timeout: 60_000 });
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await done;
    const { result: hash } = await sent;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect
      .poll(() => rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]), {
        timeout: 30_000,
      })
      .toMatchObject({ status: '0x1' });
    expect(BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']))).toBe(
      BigInt(nonce) + 1n,
    );

    // Stopped right after signing, while the signed transaction is on its way to the API and before the site has
    // its answer: the site still gets exactly one answer, that hash, and exactly one transaction is sent.
    const answers = await recordAnswers(dapp.page);
    const signed = extension.nextWindow('eip-send-transaction/');
    const second = dapp.request('eth_sendTransaction', [{ from: bob, to: CAROL, value: ONE_FTM }]);
    const window2 = await signed;
    let stopped = false;
    await window2.route('**/*', async (route) => {
      if (
        !stopped &&
        route.request().method() === 'POST' &&
        /sendTransaction/.test(route.request().postData() ?? '')
      ) {
        stopped = true;
        await extension.stopWorker();
      }
      await route.continue();
    });
    await window2.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const closed = window2.waitForEvent('close', { timeout: 60_000 });
    await window2.getByRole('button', { name: 'Confirm' }).click();
    await closed;
    expect(stopped).toBe(true);
    const { result: secondHash } = await second;
    expect(secondHash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(secondHash).not.toBe(hash);
    expect(await answers()).toEqual([expect.objectContaining({ result: secondHash })]);
    await expect
      .poll(() => rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [secondHash]), {
        timeout: 30_000,
      })
      .toMatchObject({ status: '0x1' });
    expect(BigInt(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']))).toBe(
      BigInt(nonce) + 2n,
    );
  });

  test('a hostile page gets errors and nothing is signed: forged messages (signatures too), malformed and huge params (transactions, messages, typed data), 100 parallel requests', async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // The open page is told it has an account now; heard before the forgeries below, which count every answer.
    await dapp.page.waitForFunction(() =>
      (window as unknown as { fwEvents: Array<[string, unknown]> }).fwEvents.some(
        ([name]) => name === 'accountsChanged',
      ),
    );
    const nonce = await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']);

    // No request below may open a signature window, let alone sign.
    let signWindows = 0;
    extension.context.on('page', (page) => {
      if (page.url().includes('#/eip-sign/')) signWindows += 1;
    });

    // Messages the page forges for the relay: the internal channel (the signer, a signature's answer), another
    // origin, a re-attach, junk, and the background's page methods asked by name.
    const forged = await dapp.page.evaluate(async (bob) => {
      const answers: Array<{ response?: { id?: string } }> = [];
      const ids = {
        attach: crypto.randomUUID(),
        accounts: crypto.randomUUID(),
        signSiteRequest: crypto.randomUUID(),
        signatureDone: crypto.randomUUID(),
        doneAsRequest: crypto.randomUUID(),
      };
      // Every message goes through the relay's one listener in the order posted: those it ignores are dropped there
      // at once, so once the six it answers are answered (in whatever order), every message was read.
      const expected = new Set<string>([...Object.values(ids), 'not-a-uuid']);
      const answered = new Promise<void>((resolve) => {
        window.addEventListener('message', (event) => {
          const data = event.data as { target?: string; response?: { id?: string } };
          if (data?.target !== 'fwallet-provider') return;
          answers.push(data);
          expected.delete(data.response?.id ?? '');
          if (expected.size === 0) resolve();
        });
      });
      const post = (data: unknown) => window.postMessage(data, window.location.origin);
      const personal = { kind: 'personal', message: '0x48656c6c6f' };
      const signature = `0x${'ab'.repeat(65)}`;
      post({ channel: 'fwallet-internal', message: { kind: 'signer', method: 'forgetPasswords', args: [] } });
      post({
        channel: 'fwallet-internal',
        message: { kind: 'accountsDone', site: 'https://bank.example', addresses: [] },
      });
      post({
        channel: 'fwallet-internal',
        message: {
          kind: 'signer',
          method: 'signSiteRequest',
          args: [{ address: bob, request: personal, password: 'guess' }],
        },
      });
      post({ channel: 'fwallet-internal', message: { kind: 'signatureDone', id: ids.attach, signature } });
      post({ target: 'fwallet-relay', request: { kind: 'attach', id: ids.attach } });
      post({
        target: 'fwallet-relay',
        request: { kind: 'request', id: 'not-a-uuid', method: 'eth_accounts' },
      });
      post({
        target: 'fwallet-relay',
        origin: 'https://bank.example',
        request: {
          kind: 'request',
          id: ids.accounts,
          method: 'eth_accounts',
          origin: 'https://bank.example',
        },
      });
      post({
        target: 'fwallet-relay',
        request: {
          kind: 'request',
          id: ids.signSiteRequest,
          method: 'signSiteRequest',
          params: [{ address: bob, request: personal }],
        },
      });
      post({
        target: 'fwallet-relay',
        request: { kind: 'request', id: ids.signatureDone, method: 'signatureDone', params: [signature] },
      });
      post({ target: 'fwallet-relay', request: { kind: 'signatureDone', id: ids.doneAsRequest, signature } });
      await answered;
      return { answers, ids };
    }, bob);
    const answerTo = (id: string) => forged.answers.find((a) => a.response?.id === id)?.response;
    // The one well-formed request is answered for the page's own origin; everything else is an error or ignored.
    expect(answerTo(forged.ids.accounts)).toMatchObject({ result: [bob] });
    expect(answerTo('not-a-uuid')).toMatchObject({ error: { code: -32602 } });
    // Only the relay itself re-attaches: a page's attach is not a request.
    expect(answerTo(forged.ids.attach)).toMatchObject({ error: { code: -32602 } });
    for (const id of [forged.ids.signSiteRequest, forged.ids.signatureDone])
      expect(answerTo(id)).toMatchObject({ error: { code: 4200 } });
    expect(answerTo(forged.ids.doneAsRequest)).toMatchObject({ error: { code: -32602 } });
    expect(forged.answers).toHaveLength(6);

    for (const params of [
      [{ from: bob, to: '0x12' }],
      [{ from: bob, to: CAROL, value: 'a lot' }],
      [{ from: bob, to: CAROL, data: `0x${'ab'.repeat(300_000)}` }],
      'not a list',
    ])
      expect(await dapp.request('eth_sendTransaction', params)).toMatchObject({ error: { code: -32602 } });

    // Malformed signature requests: each refused at once, with a code and words a dApp can show.
    const mail = {
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      domain: { name: 'Mail', chainId: DEVNET_CHAIN_ID },
      message: { contents: 'hi' },
    };
    const invalid = { code: -32602, message: 'Invalid method parameters.' };
    const notTypedData = { code: -32602, message: 'The typed data is not valid EIP-712.' };
    const typedData = (data: unknown) => ['eth_signTypedData_v4', [bob, data]] as const;
    const malformed: Array<[string, readonly [string, unknown], { code: number; message: string }]> = [
      ['a message without an account', ['personal_sign', []], invalid],
      ['a message that is a number', ['personal_sign', [42, bob]], invalid],
      ['a message that is an object', ['personal_sign', [{ message: 'hi' }, bob]], invalid],
      ['an account that is not hex', ['personal_sign', ['0x48656c6c6f', 'not an address']], invalid],
      [
        'a message over 64 KB',
        ['personal_sign', [`0x${'ab'.repeat(64 * 1024 + 1)}`, bob]],
        { code: -32602, message: 'The message is too long.' },
      ],
      ['typed data that is not JSON', typedData('not json'), notTypedData],
      ['typed data that is a number', typedData(42), notTypedData],
      ['typed data without types', typedData({ ...mail, types: undefined }), notTypedData],
      [
        'typed data whose types refer to each other in a cycle',
        typedData({
          ...mail,
          types: { A: [{ name: 'b', type: 'B' }], B: [{ name: 'a', type: 'A' }] },
          primaryType: 'A',
        }),
        notTypedData,
      ],
      [
        'typed data of a type that is none',
        typedData({ ...mail, types: { Mail: [{ name: 'contents', type: 'uint999' }] } }),
        notTypedData,
      ],
      [
        'typed data with a value not of its type',
        typedData({ ...mail, message: { contents: { nested: true } } }),
        notTypedData,
      ],
      [
        'typed data over the 256 KB of params',
        typedData({ ...mail, message: { contents: 'x'.repeat(300_000) } }),
        invalid,
      ],
      [
        'typed data for another chain',
        typedData({ ...mail, domain: { chainId: 250 } }),
        {
          code: -32602,
          message: `The typed data is for chain 250, but the active network is chain ${DEVNET_CHAIN_ID}.`,
        },
      ],
      [
        'typed data for an account the site may not use',
        ['eth_signTypedData_v4', [CAROL, mail]],
        { code: 4100, message: 'The requested account has not been authorized by the user.' },
      ],
    ];
    for (const [label, [method, params], error] of malformed)
      expect(await dapp.request(method, params), label).toEqual({ error });
    // An object with a cycle, which only a page can make: its provider posts it, the relay refuses it.
    expect(
      await dapp.page.evaluate(async (bob) => {
        const data: Record<string, unknown> = { types: {}, primaryType: 'Mail', domain: {}, message: {} };
        data.message = { self: data };
        const fw = (window as unknown as { fw: { request(a: unknown): Promise<unknown> } }).fw;
        return fw
          .request({ method: 'eth_signTypedData_v4', params: [bob, data] })
          .catch((e: { code: number }) => e.code);
      }, bob),
    ).toBe(-32602);
    expect(signWindows).toBe(0);

    // 100 requests at once: a few windows open, the rest are refused; closing the windows refuses those too.
    const answers = dapp.page.evaluate(
      ({ bob, to }) =>
        Promise.all(
          Array.from({ length: 100 }, () =>
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
    await expect
      .poll(() => extension.context.pages().filter((p) => p.url().includes('#/eip-send-transaction/')).length)
      .toBe(10);
    for (const page of extension.context.pages().filter((p) => p.url().includes('#/eip-send-transaction/')))
      await page.close();
    const codes = await answers;
    expect(codes.filter((c) => c === 4001)).toHaveLength(10);
    expect(codes.filter((c) => c === -32002)).toHaveLength(90);
    expect(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest'])).toBe(nonce);
  });

  test('every extension page in a 360×600 window and in a tab, both schemes: axe clean, screenshots', async ({
    extension,
  }, testInfo) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    // Enough accounts to make the account window scroll: its decision must stay in view.
    const more = await extension.open('eip-welcome');
    await more.evaluate(async () => {
      const { chrome } = globalThis as unknown as {
        chrome: {
          storage: {
            local: {
              get(key: string): Promise<Record<string, string>>;
              set(items: Record<string, string>): Promise<void>;
            };
          };
        };
      };
      const key = 'fwallet.accounts';
      const stored = JSON.parse((await chrome.storage.local.get(key))[key] ?? '');
      for (let i = 1; i <= 8; i++)
        stored.state.accounts.push({
          address: `0x${i.toString().padStart(40, '0')}`,
          type: 'ledger',
          accountId: 0,
          addressId: i,
          derivationPath: `m/44'/60'/0'/0/${i}`,
          sites: [],
        });
      await chrome.storage.local.set({ [key]: JSON.stringify(stored) });
    });
    await more.close();
    const transfer = `0xa9059cbb${CAROL.slice(2).toLowerCase().padStart(64, '0')}${'0'.repeat(63)}1`;
    const confirm = extension.nextWindow('eip-send-transaction/');
    const sent = dapp.request('eth_sendTransaction', [
      { from: bob, to: CAROL, value: ONE_FTM, data: transfer },
    ]);
    const window = await confirm;
    await expect(window.getByRole('row', { name: /Data/ })).toContainText('transfer(address,uint256)');
    const screens = [
      { name: 'welcome', route: 'eip-welcome', ready: 'fWallet' },
      {
        name: 'select-accounts',
        route: `eip-select-accounts/${encodeURIComponent(dapp.origin)}`,
        ready: 'Connect accounts',
      },
      { name: 'send-transaction', route: new URL(window.url()).hash.slice(2), ready: 'Transaction request' },
    ];
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
      for (const screen of screens) {
        const page = await extension.context.newPage();
        await page.setViewportSize({ width: 360, height: 600 });
        await page.goto(`chrome-extension://${extension.id}/index.html#/${screen.route}`);
        await expect(page.getByRole('heading', { name: screen.ready })).toBeVisible();
        if (screen.name === 'send-transaction')
          await expect(page.getByRole('row', { name: /Max Fee/i })).not.toContainText('…');
        if (screen.name === 'select-accounts') {
          await expect(page.getByRole('switch')).toHaveCount(9);
          await expect(page.getByRole('button', { name: 'Confirm' })).toBeInViewport({ ratio: 1 });
        }
        await expect(page.locator('html')).toHaveAttribute(
          'data-mantine-color-scheme',
          dark ? 'dark' : 'light',
        );
        await expectNoSeriousA11yViolations(page);
        for (const [layout, viewport] of [
          ['window', { width: 360, height: 600 }],
          ['tab', { width: 1024, height: 800 }],
        ] as const) {
          await page.setViewportSize(viewport);
          // Nothing wider than the window: a 360 px window must not scroll sideways.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
            viewport.width,
          );
          const name = `extension-${screen.name}-${layout}-${dark ? 'dark' : 'light'}.png`;
          await page.screenshot({ path: screenshot(name), fullPage: true });
          await testInfo.attach(name, { path: screenshot(name), contentType: 'image/png' });
        }
        await page.close();
      }
    }
    // The whole wallet in a tab: the wallet's own screens with hash routing.
    const wallet = await extension.open('');
    await expect(wallet.getByRole('link', { name: /fWallet|home/i }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(wallet);
    await wallet.screenshot({ path: screenshot('extension-wallet-tab-light.png') });
    await window.close();
    expect(await sent).toMatchObject({ error: { code: 4001 } });
  });

  test('a Ledger account signs a site request on the device, in the request window: a transaction in the Fantom app, a sign-in message and a permit in the Ethereum app (the Fantom app named as unable), a refusal on the device is 4001', async ({
    extension,
    stack,
  }) => {
    const address = ledgerAddress(0);
    await devnet(stack.urls.devnet, '/faucet', { address, amount: 5 });
    await extension.context.addInitScript(
      (fake) => {
        (window as unknown as { __fakeLedgerOptions: unknown }).__fakeLedgerOptions = fake;
      },
      { mnemonic: LEDGER_MNEMONIC, granted: true, decision: 'hold' },
    );
    await extension.context.addInitScript({ content: await fakeLedgerScript() });
    const dapp = await extension.dapp();
    const setup = await extension.open('eip-welcome');
    await setup.evaluate(
      async ({ address, site }) => {
        const { chrome } = globalThis as unknown as {
          chrome: { storage: { local: { set(items: Record<string, string>): Promise<void> } } };
        };
        const account = {
          address,
          type: 'ledger',
          accountId: 0,
          addressId: 0,
          derivationPath: "m/44'/60'/0'/0/0",
          sites: [site],
        };
        await chrome.storage.local.set({
          'fwallet.accounts': JSON.stringify({ state: { accounts: [account], activeIndex: 0 }, version: 2 }),
        });
      },
      { address, site: dapp.origin },
    );
    await setup.close();

    const confirm = extension.nextWindow('eip-send-transaction/');
    const sent = dapp.request('eth_sendTransaction', [{ from: address, to: CAROL, value: ONE_FTM }]);
    const approval = await confirm;
    await expect(approval.getByRole('status').filter({ hasText: /Ledger/ })).toBeVisible();
    await expect(approval.getByRole('row', { name: /Max Fee/i })).not.toContainText('…');
    const done = approval.waitForEvent('close', { timeout: 60_000 });
    await approval.getByRole('button', { name: 'Confirm' }).click();
    const device = new FakeLedger(approval);
    const shown = await device.waitForPrompt();
    expect(shown.to?.toLowerCase()).toBe(CAROL.toLowerCase());
    await device.approve();
    await done;
    const { result: hash } = await sent;
    await expect
      .poll(
        () =>
          rpc<{ status: string; from: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]),
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ status: '0x1', from: address.toLowerCase() });

    // A sign-in message: the Fantom app cannot sign it and the window says which app to open; in the Ethereum
    // app the device shows the message and the signature recovers to the account.
    const siwe = createSiweMessage({
      domain: new URL(dapp.origin).host,
      address,
      statement: 'Sign in with your Ledger',
      uri: dapp.origin,
      version: '1',
      chainId: DEVNET_CHAIN_ID,
      nonce: 'ledger12345678',
    });
    const signWindow = extension.nextWindow('eip-sign/');
    const signed = dapp.request('personal_sign', [stringToHex(siwe), address]);
    const signing = await signWindow;
    await expect(signing.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
    await signing.getByRole('button', { name: 'Sign' }).click();
    await expect(signing.getByRole('alert')).toContainText('Open the Ethereum app on your Ledger');
    await expectNoSeriousA11yViolations(signing);
    await signing.screenshot({ path: screenshot('extension-ledger-sign-fantom-app-light.png') });
    const signer = new FakeLedger(signing);
    await signer.openApp('Ethereum');
    const signClosed = signing.waitForEvent('close', { timeout: 60_000 });
    await signing.getByRole('button', { name: 'Sign' }).click();
    await expect(signing.getByRole('status')).toHaveText('Confirm the signature on your Ledger.');
    expect(await signer.waitForPrompt()).toMatchObject({ kind: 'message', message: stringToHex(siwe) });
    await signer.approve();
    await signClosed;
    const { result: signature } = (await signed) as { result: Hex };
    expect(await recoverMessageAddress({ message: siwe, signature })).toBe(address);

    // A permit (EIP-712 v4): the device signs its two hashes; the signature recovers to the account.
    const permit = permitTypedData({
      owner: address,
      spender: CAROL,
      value: 1000n,
      nonce: 0n,
      deadline: 1_900_000_000n,
      chainId: DEVNET_CHAIN_ID,
      verifyingContract: CAROL,
    });
    const typedWindow = extension.nextWindow('eip-sign/');
    const typedSigned = dapp.request('eth_signTypedData_v4', [address, typedDataJson(permit)]);
    const typed = await typedWindow;
    const typedDevice = new FakeLedger(typed);
    await typedDevice.openApp('Ethereum');
    const typedClosed = typed.waitForEvent('close', { timeout: 60_000 });
    await typed.getByRole('button', { name: 'Sign' }).click();
    expect(await typedDevice.waitForPrompt()).toMatchObject({ kind: 'typedData', app: 'Ethereum' });
    await typedDevice.approve();
    await typedClosed;
    const { result: typedSignature } = (await typedSigned) as { result: Hex };
    expect(await recoverTypedDataAddress({ ...permit, signature: typedSignature })).toBe(address);

    // Refused on the device: the site hears 4001 and the window closes.
    const refusedWindow = extension.nextWindow('eip-sign/');
    const refused = dapp.request('personal_sign', [stringToHex('Refuse me'), address]);
    const refusing = await refusedWindow;
    const refusingDevice = new FakeLedger(refusing);
    await refusingDevice.openApp('Ethereum');
    const refusedClosed = refusing.waitForEvent('close', { timeout: 60_000 });
    await refusing.getByRole('button', { name: 'Sign' }).click();
    await refusingDevice.waitForPrompt();
    await refusingDevice.reject();
    await refusedClosed;
    expect(await refused).toMatchObject({ error: { code: 4001 } });
  });

  test("a phishing site's requests show what they would do before anything is signed: drainer, unknown unlimited approval, lookalike token (docs/simulation.md)", async ({
    extension,
    stack,
  }) => {
    const dapp = await extension.dapp();
    const bob = await extension.addAccount(DEV_KEYS.bob, { sites: [dapp.origin] });
    const balanceOfBob = async () =>
      BigInt(
        await rpc<string>(stack.urls.rpc, 'eth_call', [
          {
            to: addresses.tokenUsdc,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [bob] }),
          },
          'latest',
        ]),
      );
    // Earlier, on another visit, bob approved the "reward contract" for his tUSDC (set up on chain directly).
    await rpc(stack.urls.rpc, 'anvil_impersonateAccount', [bob]);
    const approveHash = await rpc<string>(stack.urls.rpc, 'eth_sendTransaction', [
      {
        from: bob,
        to: addresses.tokenUsdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [addresses.claimDrainer, maxUint256],
        }),
      },
    ]);
    await rpc(stack.urls.rpc, 'anvil_stopImpersonatingAccount', [bob]);
    await expect
      .poll(() => rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [approveHash]))
      .toMatchObject({ status: '0x1' });
    const usdc = await balanceOfBob();
    expect(usdc).toBeGreaterThan(0n);
    const nonce = await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']);

    const ask = async (call: { to: string; data: string; value?: string }) => {
      const window = extension.nextWindow('eip-send-transaction/');
      const answer = dapp.request('eth_sendTransaction', [{ from: bob, ...call }]);
      return { window: await window, answer };
    };
    // "Claim your reward" for 1 FTM: it would take all of bob's tUSDC as well.
    const claim = await ask({
      to: addresses.claimDrainer,
      value: ONE_FTM,
      data: encodeFunctionData({
        abi: parseAbi(['function claimReward(address token) payable']),
        functionName: 'claimReward',
        args: [addresses.tokenUsdc],
      }),
    });
    await expect(claim.window.getByText('You send')).toBeVisible({ timeout: 30_000 });
    await expect(claim.window.getByText(/^−1(\.0+)? FTM$/)).toBeVisible();
    await expect(claim.window.getByText(/^−[\d.,]+ tUSDC/)).toBeVisible();
    // The contract is nobody the wallet knows: the call line names it by address, and its method by selector only.
    await expect(
      claim.window.getByText(new RegExp(`^${addresses.claimDrainer} · Unknown method 0xd279c191$`, 'i')),
    ).toBeVisible();
    // No part of the call states tUSDC: a red warning, and Confirm waits for 'I understand the risk'.
    await expect(
      claim.window.getByText(/^You would lose more than you entered: [\d.,]+ tUSDC, not 0 tUSDC\.$/),
    ).toBeVisible();
    await expect(claim.window.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await claim.window.getByRole('checkbox', { name: 'I understand the risk' }).check();
    await expect(claim.window.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await claim.window.screenshot({ path: screenshot('extension-simulation-drainer.png'), fullPage: true });
    await cancelIn(claim.window);
    expect(await claim.answer).toMatchObject({ error: { code: 4001 } });

    // A transfer of more tUSDC than bob has: the node cannot estimate it, yet the window shows its real Max Fee (at
    // the highest gas limit, never 0) and, once the risk is accepted, Confirm is enabled.
    const failing = await ask({
      to: addresses.tokenUsdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [addresses.fMint, usdc + 1n],
      }),
    });
    await expect(
      failing.window.getByText(/^This transaction would fail: .+ You would still pay the fee\.$/),
    ).toBeVisible({
      timeout: 30_000,
    });
    await expect(failing.window.getByRole('row', { name: /Max Fee/ })).toContainText(/0\.0*[1-9]\d* FTM/);
    await expect(failing.window.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await failing.window.getByRole('checkbox', { name: 'I understand the risk' }).check();
    await expect(failing.window.getByRole('button', { name: 'Confirm' })).toBeEnabled();
    await cancelIn(failing.window);
    expect(await failing.answer).toMatchObject({ error: { code: 4001 } });

    // An unlimited approval to a contract nobody knows.
    const approval = await ask({
      to: addresses.tokenUsdc,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.claimDrainer, maxUint256],
      }),
    });
    await expect(
      approval.window.getByText(/^Unlimited approval to an unknown address: .+ could take all your tUSDC\.$/),
    ).toBeVisible({ timeout: 30_000 });
    // A red warning: Confirm waits for 'I understand the risk'.
    await expect(approval.window.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await expect(approval.window.getByRole('checkbox', { name: 'I understand the risk' })).toBeVisible();
    await cancelIn(approval.window);
    expect(await approval.answer).toMatchObject({ error: { code: 4001 } });

    // A "tUSDC" airdrop whose Transfer event credits nothing.
    const airdrop = await ask({
      to: addresses.lookalikeUsdc,
      data: encodeFunctionData({ abi: parseAbi(['function airdrop()']), functionName: 'airdrop' }),
    });
    await expect(airdrop.window.getByText("This token's events do not match its balances.")).toBeVisible({
      timeout: 30_000,
    });
    await cancelIn(airdrop.window);
    expect(await airdrop.answer).toMatchObject({ error: { code: 4001 } });

    // A claim that does nothing without a gas price, and with one spends an earlier approval through delegatecall:
    // simulated with the fee the transaction pays, it takes bob's tUSDC, and the panel says it cannot promise more.
    await rpc(stack.urls.rpc, 'anvil_impersonateAccount', [bob]);
    const delegatedApproval = await rpc<string>(stack.urls.rpc, 'eth_sendTransaction', [
      {
        from: bob,
        to: addresses.tokenUsdc,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [addresses.delegatingClaim, maxUint256],
        }),
      },
    ]);
    await rpc(stack.urls.rpc, 'anvil_stopImpersonatingAccount', [bob]);
    await expect
      .poll(() =>
        rpc<{ status: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [delegatedApproval]),
      )
      .toMatchObject({ status: '0x1' });
    const nonceBefore = await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest']);
    const delegated = await ask({
      to: addresses.delegatingClaim,
      data: encodeFunctionData({
        abi: parseAbi(['function claim(address token)']),
        functionName: 'claim',
        args: [addresses.tokenUsdc],
      }),
    });
    await expect(delegated.window.getByText(/^−[\d.,]+ tUSDC/)).toBeVisible({ timeout: 30_000 });
    await expect(
      delegated.window.getByText(/^You would lose more than you entered: [\d.,]+ tUSDC, not 0 tUSDC\.$/),
    ).toBeVisible();
    await expect(
      delegated.window.getByText(
        `${addresses.delegatingClaim} reads the gas price, which only the mined block sets: on chain it may do something other than this prediction shows.`,
      ),
    ).toBeVisible();
    await expect(delegated.window.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    await cancelIn(delegated.window);
    expect(await delegated.answer).toMatchObject({ error: { code: 4001 } });

    // Nothing was signed: bob's nonce (but for the approval set up above) and tUSDC are as they were.
    expect(await rpc<string>(stack.urls.rpc, 'eth_getTransactionCount', [bob, 'latest'])).toBe(nonceBefore);
    expect(BigInt(nonceBefore)).toBe(BigInt(nonce) + 1n);
    expect(await balanceOfBob()).toBe(usdc);
  });
});
