import {
  addresses,
  createDevChainClients,
  sendTx,
  sfcArtifact,
  stakeTokenizerArtifact,
  waitForReceipt,
} from '@fantom-wallet/contracts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, expectWindowA11y } from '../fixtures/axe.ts';
import { connectLedgerWallet, expect, type FakeLedger, ledgerAddress, test } from '../fixtures/ledger.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { StakingPages } from '../pages/StakingPages.ts';
import { setScheme } from '../pages/WalletPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const DAY = 86_400n;
const CONNECT = 'Please connect your ledger device and select Fantom FTM app.';
const CONFIRM_ON_DEVICE = 'Please confirm the transaction on your Ledger device.';

/** The transaction is mined from `from` with status 1, read from the chain itself. */
async function expectMinedFrom(rpc: string, hash: string, from: string) {
  const receipt = await waitForReceipt(createDevChainClients(rpc).public, hash as `0x${string}`);
  expect(receipt.status).toBe('success');
  expect(receipt.from.toLowerCase()).toBe(from.toLowerCase());
}

const nonceOf = (rpc: string, address: `0x${string}`) =>
  createDevChainClients(rpc).public.getTransactionCount({ address, blockTag: 'latest' });

/** Clicks the confirmation's submit while the device holds, checks the Ledger window and what the device shows. */
async function signHeld(page: Page, ledger: FakeLedger, submit: string) {
  await ledger.decide('hold');
  await page.getByRole('button', { name: submit, exact: true }).last().click();
  const window = page.getByRole('dialog', { name: 'Confirm on your Ledger' });
  await expect(window).toBeVisible();
  await expect(window).toContainText(CONFIRM_ON_DEVICE);
  await expect(window.getByRole('row', { name: /Max Fee/ })).toBeVisible();
  return { window, shown: await ledger.waitForPrompt() };
}

// The device's addresses' balances and nonces are asserted exactly, from the faucet's 500 FTM on: a stack of its own,
// which no other test's Ledger sends touch.
test.use({ stackKey: 'ledger' });

test.describe('Ledger (docs/ledger.md)', () => {
  test.describe.configure({ timeout: 180_000 });

  test.describe('a device not granted yet, unplugged', () => {
    test.use({ ledgerOptions: { granted: false, plugged: false } });

    test('Pick ledger account waits, Try again opens the chooser, 5 addresses with balances in one request, Load Next 5, pick; Verify on Ledger', async ({
      page,
      ledger,
      screenshotAs,
    }) => {
      const balanceRequests: string[] = [];
      page.on('request', (request) => {
        const body = request.postData() ?? '';
        if (request.method() === 'POST' && body.includes(ledgerAddress(1))) balanceRequests.push(body);
      });
      const picker = page.getByRole('dialog', { name: 'Pick ledger account' });
      const rows = picker.getByRole('table', { name: 'Ledger addresses' }).locator('tbody tr');
      for (const dark of [true, false]) {
        await page.goto('/');
        await setScheme(page, dark);
        // Each page load starts the software device unplugged (ledgerOptions); the grant is remembered.
        if (!dark) await ledger.plugIn();
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
        await page.getByRole('button', { name: 'Ledger', exact: true }).click();
        if (dark) {
          await expect(picker.getByText(CONNECT)).toBeVisible();
          await ledger.plugIn();
          // Plugged in but never granted to this site: the retries alone cannot reach it.
          await expect(picker.getByText(CONNECT)).toBeVisible();
          await picker.getByRole('button', { name: 'Try again' }).click();
        }
        await expect(rows).toHaveCount(5);
        await expect(rows.first()).toContainText('500.00 FTM');
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`ledger-picker-${dark ? 'dark' : 'light'}`);
      }
      expect(balanceRequests).toHaveLength(2);
      await picker.getByRole('button', { name: 'Load Next 5' }).click();
      await expect(rows).toHaveCount(10);
      await expect(rows.nth(9)).toContainText(ledgerAddress(9));
      await picker.getByRole('button', { name: `Use ${ledgerAddress(0)}` }).click();
      const address = ledgerAddress(0);
      await expect(page).toHaveURL(new RegExp(`/account/${address}`));

      // Verify on Ledger: the window ignores clicks until the device answers.
      await ledger.decide('hold');
      await page.getByRole('button', { name: 'Verify on Ledger' }).first().click();
      const verify = page.getByRole('dialog', { name: 'Verify on Ledger' });
      await expect(verify.getByRole('button', { name: 'Close' })).toBeDisabled();
      expect(await ledger.waitForPrompt()).toEqual({ kind: 'address', app: 'Fantom', address });
      await ledger.approve();
      await expect(verify.getByText('Address verified')).toBeVisible();
      await verify.getByRole('button', { name: 'Close' }).last().click();
      // Receive with its verify flag starts at once; a locked device waits.
      await ledger.decide('approve');
      await ledger.lock();
      // In-app navigation: a reload would start a new software device.
      await page.evaluate((url) => {
        history.pushState({}, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/account/${address}/receive?verify`);
      await expect(page.getByRole('heading', { name: 'Receive Opera FTM' })).toBeVisible();
      await expect(verify.getByText('Please unlock the device')).toBeVisible();
      await ledger.lock(false);
      await expect(verify.getByText('Address verified')).toBeVisible({ timeout: 10_000 });
      await ledger.decide('reject');
      await verify.getByRole('button', { name: 'Close' }).last().click();
      await page.getByRole('button', { name: 'Verify on Ledger' }).last().click();
      await expect(verify.getByText('User action rejected')).toBeVisible();
    });
  });

  test('send FTM (a refusal first: the reject message) and a token; each mined from the Ledger address', async ({
    page,
    ledger,
    stack,
    screenshotAs,
  }) => {
    const address = await connectLedgerWallet(page);
    await setScheme(page, false);
    const send = new SendPages(page);
    const nonce = await nonceOf(stack.urls.rpc, address);
    await send.openSend(address);
    await send.fill(BOB, '1.5');
    await send.toConfirmation();
    const { window, shown } = await signHeld(page, ledger, 'Send');
    expect(shown).toMatchObject({ kind: 'sign', to: BOB.toLowerCase(), value: '1500000000000000000' });
    await expect(window.getByRole('row', { name: /Send To/ })).toContainText(BOB);
    await expect(window.getByRole('row', { name: /Amount/ })).toContainText('1.50 FTM');
    await expectWindowA11y(page);
    await screenshotAs('ledger-device-window-light');
    await ledger.reject();
    await expect(page.getByText('Transaction rejected').first()).toBeVisible();
    expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce);

    await ledger.decide('approve');
    await send.openSend(address);
    await send.fill(BOB, '1.5');
    await send.toConfirmation();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectMinedFrom(stack.urls.rpc, await send.expectSuccess(), address);

    await send.openSend(address, addresses.tokenUsdc);
    await send.fill(BOB, '2.5');
    await send.toConfirmation();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expectMinedFrom(stack.urls.rpc, await send.expectSuccess(), address);
    expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce + 2);
  });

  test('delegate, then repay sFTM with Allow and Confirm, each on the device', async ({
    page,
    ledger,
    stack,
    screenshotAs,
  }) => {
    const address = await connectLedgerWallet(page);
    const staking = new StakingPages(page);
    await setScheme(page, true);
    const nonce = await nonceOf(stack.urls.rpc, address);
    await page.goto(`/staking/${address}/stake`);
    await page.getByLabel('Amount (FTM)').fill('20');
    await staking.openPicker();
    await staking.selectValidator(3);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    const { window } = await signHeld(page, ledger, 'Delegate');
    await expect(window.getByRole('row', { name: /Amount/ })).toContainText('20.00 FTM');
    await expectWindowA11y(page);
    await screenshotAs('ledger-device-window-dark');
    await ledger.approve();
    await staking.expectSuccess('Delegation Successful');

    // Lock and mint sFTM as the same address (state set on the chain directly), then repay from the device.
    const clients = createDevChainClients(stack.urls.rpc);
    await clients.test.impersonateAccount({ address });
    await sendTx(clients, {
      from: address,
      address: addresses.sfc,
      abi: sfcArtifact.abi,
      functionName: 'lockStake',
      args: [3n, 30n * DAY, 20n * 10n ** 18n],
    });
    await sendTx(clients, {
      from: address,
      address: addresses.stakeTokenizer,
      abi: stakeTokenizerArtifact.abi,
      functionName: 'mintSFTM',
      args: [3n],
    });
    await clients.test.stopImpersonatingAccount({ address });
    await staking.openDetail(address, 3);
    await expect(staking.field('Minted sFTM')).toHaveText('20.00 sFTM', { timeout: 15_000 });
    await staking.openWindow('Repay sFTM');
    await expect(staking.stepCounter()).toHaveText('1 / 2');
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await staking.dialog().getByRole('button', { name: 'Submit', exact: true }).click();
    await staking.expectSuccess('Success');
    await expect(staking.stepCounter()).toHaveText('2 / 2', { timeout: 10_000 });
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await staking.dialog().getByRole('button', { name: 'Submit', exact: true }).click();
    await staking.expectSuccess('Success');
    await staking.close();
    await expect(staking.field('Minted sFTM')).toHaveText('0.00 sFTM', { timeout: 15_000 });
    // Delegate, Allow, Confirm from the device (lock and mint were sent directly): every one mined with status 1.
    const blocks = await clients.public.getBlockNumber();
    const mine: string[] = [];
    for (let n = blocks; n > blocks - 20n && mine.length < 3; n -= 1n) {
      const block = await clients.public.getBlock({ blockNumber: n, includeTransactions: true });
      for (const tx of block.transactions)
        if (tx.from.toLowerCase() === address.toLowerCase()) mine.push(tx.hash);
    }
    expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce + 5);
    for (const hash of mine) await expectMinedFrom(stack.urls.rpc, hash, address);
  });

  test('locked then unlocked, unplugged mid-sign: a clear message, the form kept, nothing sent twice, retry works', async ({
    page,
    ledger,
    stack,
    screenshotAs,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const address = await connectLedgerWallet(page);
    const send = new SendPages(page);
    const nonce = await nonceOf(stack.urls.rpc, address);
    await send.openSend(address);
    await send.fill(BOB, '0.25');
    await send.toConfirmation();
    const sendButton = page.getByRole('button', { name: 'Send', exact: true });
    await ledger.lock();
    await sendButton.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Please unlock the device' })).toBeVisible();
    await ledger.lock(false);
    await signHeld(page, ledger, 'Send');
    await expectWindowA11y(page);
    await screenshotAs('ledger-device-window-phone');
    await ledger.unplug();
    await expect(
      page.getByRole('alert').filter({ hasText: 'The Ledger device was disconnected.' }),
    ).toBeVisible();
    // The form's own row: the device window (its screen shows the amount too) may still be closing.
    await expect(page.locator('#main').getByRole('row', { name: /Amount/ })).toContainText('0.25 FTM');
    expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce);
    await ledger.plugIn();
    await ledger.decide('approve');
    await sendButton.click();
    await expectMinedFrom(stack.urls.rpc, await send.expectSuccess(), address);
    expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce + 1);
  });

  // The Ethereum app as the fallback (docs/ledger.md#apps): an older version is refused before anything else; a
  // current one gives the same addresses, signs a plain send, and without blind signing refuses contract data.
  test.describe('the Ethereum app, version 1.8.0', () => {
    test.use({ ledgerOptions: { granted: true, app: 'Ethereum', ethereumVersion: [1, 8, 0] } });

    // `ledger` installs the device of `ledgerOptions` in the page.
    test("Pick ledger account says 'Device ineligible'", async ({ page, ledger: _device }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('button', { name: 'Ledger', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Pick ledger account' });
      await expect(picker.getByText('Device ineligible')).toBeVisible();
      await expect(picker.getByRole('table', { name: 'Ledger addresses' })).toHaveCount(0);
    });
  });

  test.describe('the Ethereum app without blind signing', () => {
    test.use({ ledgerOptions: { granted: true, app: 'Ethereum', blindSigning: false } });

    test('the same addresses; a token send is refused with the blind-signing message and nothing is sent; FTM is mined', async ({
      page,
      ledger: _device,
      stack,
    }) => {
      const address = await connectLedgerWallet(page);
      const nonce = await nonceOf(stack.urls.rpc, address);
      const send = new SendPages(page);
      await send.openSend(address, addresses.tokenUsdc);
      await send.fill(BOB, '2.5');
      await send.toConfirmation();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(
        page
          .getByText(
            'The Ledger refused the contract data: enable blind signing in the Ethereum app settings on the device, then try again.',
          )
          .first(),
      ).toBeVisible();
      expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce);
      await send.openSend(address);
      await send.fill(BOB, '0.5');
      await send.toConfirmation();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expectMinedFrom(stack.urls.rpc, await send.expectSuccess(), address);
    });
  });

  test.describe('a browser without WebHID', () => {
    test.use({ ledgerOptions: { noWebHid: true } });

    test('WebHID not supported in this browser, and no retry', async ({ page, ledger: _device }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('button', { name: 'Ledger', exact: true }).click();
      const picker = page.getByRole('dialog', { name: 'Pick ledger account' });
      await expect(picker.getByText('WebHID not supported in this browser')).toBeVisible();
      await expect(picker.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    });
  });
});

// A bridge send signed on the device (docs/bridge.md#how-a-bridge-send-works): the deposit is an ordinary send
// from the Ledger address, then the wallet finalises it.
test('a bridge send to Ethereum signed on the Ledger: the deposit mined from its address, 50 FTM paid out', async ({
  page,
  ledger,
  stack,
}) => {
  const address = await connectLedgerWallet(page);
  // A far address of its own, so the balance shown after the payout is this send's alone.
  const far = `0x${Array.from(crypto.getRandomValues(new Uint8Array(20)), (b) => b.toString(16).padStart(2, '0')).join('')}`;
  const send = new SendPages(page);
  const nonce = await nonceOf(stack.urls.rpc, address);
  await send.openSend(address);
  await page.locator('label', { hasText: 'Opera to Ethereum' }).click();
  await send.fill(far, '100');
  await send.toConfirmation();
  const { shown } = await signHeld(page, ledger, 'Send');
  expect(shown).toMatchObject({ kind: 'sign', value: '100000000000000000000' });
  await ledger.approve();
  await expect(page.getByTestId('bridge-paid')).toContainText(/\b50(\.0+)? FTM/, { timeout: 40_000 });
  expect(await nonceOf(stack.urls.rpc, address)).toBe(nonce + 1);
});
