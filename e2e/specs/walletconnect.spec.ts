import { fundFromFaucet } from '@fantom-wallet/test-doubles/shared/createChainWallet.ts';
import { startPhone } from '@fantom-wallet/test-doubles/walletconnect/startPhone.ts';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import {
  expect,
  expectMinedFrom,
  LOCAL_CHAIN_ID,
  scanQr,
  test,
  tokenAddress,
} from '../fixtures/walletconnect.ts';
import { addressOf, apiUrl, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { StakingPages } from '../pages/StakingPages.ts';
import { setScheme } from '../pages/WalletPages.ts';

const BOB = addressOf(DEV_KEYS.bob);

/** Welcome → Connect Wallet → WalletConnect: the QR window opens. */
async function openQr(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click();
  await expect(page.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
}

// A relay and a stack of its own (the relay's URL is in this stack's runtime config and CSP).
test.use({ stackKey: 'walletconnect' });

test.describe('WalletConnect (docs/external-wallets.md#walletconnect)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('connects by QR, sends FTM and a token and delegates, each mined from the phone', async ({
    page,
    phone,
    stack,
    screenshotAs,
  }) => {
    await page.goto('/');
    await setScheme(page, false);
    await openQr(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('walletconnect-qr-light');
    await scanQr(page, phone);
    await expect(page).toHaveURL(new RegExp(`/account/${phone.address}$`), { timeout: 20_000 });
    // Saved as a WalletConnect wallet (the type its signer is picked by).
    const saved = await page.evaluate(() => localStorage.getItem('fwallet.accounts') ?? '');
    expect(JSON.parse(saved).state.accounts).toMatchObject([
      { address: phone.address, type: 'walletconnect' },
    ]);

    const send = new SendPages(page);
    await send.openSend(phone.address);
    await send.fill(BOB, '1.5');
    await send.toConfirmation();
    await expect(page.getByText('Confirm in WalletConnect')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await send.expectSuccess();

    const token = await tokenAddress(apiUrl(stack.urls), phone.address, 'tUSDC');
    await send.openSend(phone.address, token);
    await send.fill(BOB, '2.5');
    await send.toConfirmation();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await send.expectSuccess();

    const staking = new StakingPages(page);
    await page.goto(`/staking/${phone.address}/stake`);
    await page.getByLabel('Amount (FTM)').fill('5');
    await staking.openPicker();
    await staking.selectValidator(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm in WalletConnect')).toBeVisible();
    await page.getByRole('button', { name: 'Delegate', exact: true }).click();
    await staking.expectSuccess('Delegation Successful');

    const sent = phone.wallets[0]?.sent ?? [];
    expect(sent).toHaveLength(3);
    expect(phone.requests.map((r) => r.method)).toEqual(Array(3).fill('eth_sendTransaction'));
    await expectMinedFrom(stack.urls.rpc, phone.address, sent);
  });

  test('the phone rejects, the relay goes down mid-session and at connect, the phone disconnects: clear messages, retry works', async ({
    page,
    phone,
    relay,
    stack,
    screenshotAs,
  }) => {
    // Relay down at connect: 'not reachable' instead of a QR code; Try again shows the code once it is back.
    await page.goto('/');
    await setScheme(page, true);
    await relay.stop();
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click();
    await expect(page.getByText('WalletConnect relay is not reachable.')).toBeVisible({ timeout: 30_000 });
    await relay.start();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('walletconnect-qr-dark');
    await scanQr(page, phone);
    await expect(page).toHaveURL(new RegExp(`/account/${phone.address}$`), { timeout: 20_000 });
    const send = new SendPages(page);
    await send.openSend(phone.address);
    await send.fill(BOB, '1');
    await send.toConfirmation();
    const sendButton = page.getByRole('button', { name: 'Send', exact: true });

    // The phone says no: the reject message, nothing sent.
    phone.onRequest = 'reject';
    await sendButton.click();
    await expect(page.getByText('Transaction rejected').first()).toBeVisible({ timeout: 20_000 });
    expect(phone.wallets[0]?.sent).toEqual([]);

    // Relay down mid-session: a clear message, the form kept.
    phone.onRequest = 'approve';
    await send.openSend(phone.address);
    await send.fill(BOB, '1');
    await send.toConfirmation();
    await relay.stop();
    await sendButton.click();
    await expect(page.getByText('WalletConnect relay is not reachable.').first()).toBeVisible({
      timeout: 30_000,
    });
    await relay.start();
    expect(phone.wallets[0]?.sent).toEqual([]);

    // The phone ends the session: the account page says so at its top, and the open confirmation too, live;
    // Reconnect pairs again, both notices go and the send goes through. The page stays put: the delete reaches
    // this document once its socket is back (it reopens every 5 s), and a reload in between could lose it before
    // the SDK stores it. On a loaded machine the two SDKs' reconnects and decryption can take longer than 20 s.
    await phone.disconnect();
    const pageNotice = page.getByRole('alert').filter({ hasText: /^WalletConnect is not connected\.$/ });
    await expect(pageNotice).toBeVisible({ timeout: 45_000 });
    const confirmationNotice = page
      .getByRole('alert')
      .filter({ hasText: 'WalletConnect is not connected.' })
      .filter({ has: page.getByRole('button', { name: 'Connect WalletConnect' }) });
    await expect(confirmationNotice).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Connect WalletConnect' }).click();
    await expect(page.getByRole('img', { name: 'WalletConnect QR code' })).toBeVisible();
    await scanQr(page, phone);
    await expect(page.getByText('Confirm in WalletConnect')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('WalletConnect is not connected.')).toHaveCount(0);
    await sendButton.click();
    await send.expectSuccess();
    expect(phone.wallets[0]?.sent).toHaveLength(1);
    await expectMinedFrom(stack.urls.rpc, phone.address, phone.wallets[0]?.sent ?? []);

    await screenshotAs('walletconnect-sent-dark');
  });

  test('a phone on another chain: the notice until the phone switches, then the send goes through', async ({
    page,
    relay,
    stack,
    screenshotAs,
  }) => {
    await relay.start();
    const phone = await startPhone({
      relayUrl: relay.url,
      rpcUrl: stack.urls.rpc,
      chainId: LOCAL_CHAIN_ID,
      sessionChainId: 250,
    });
    try {
      await fundFromFaucet(stack.urls.faucet, phone.address);
      await page.goto('/');
      await openQr(page);
      await scanQr(page, phone);
      await expect(page).toHaveURL(new RegExp(`/account/${phone.address}$`), { timeout: 20_000 });
      const send = new SendPages(page);
      await send.openSend(phone.address);
      await send.fill(BOB, '1');
      await send.toConfirmation();
      const notice = page.getByRole('alert').filter({ hasText: 'Please, select Fantom Opera chain.' });
      await expect(notice).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('walletconnect-wrong-chain-light');
      await phone.switchChain(LOCAL_CHAIN_ID);
      await expect(notice).toHaveCount(0, { timeout: 20_000 });
      await expect(page.getByText('Confirm in WalletConnect')).toBeVisible();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await send.expectSuccess();
      expect(phone.wallets[0]?.sent).toHaveLength(1);
      await expectMinedFrom(stack.urls.rpc, phone.address, phone.wallets[0]?.sent ?? []);
    } finally {
      await phone.close();
    }
  });
});
