import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, expectMinedFrom, test, tokenAddress } from '../fixtures/walletconnect.ts';
import { addressOf, apiUrl, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { StakingPages } from '../pages/StakingPages.ts';
import { setScheme } from '../pages/WalletPages.ts';

const BOB = addressOf(DEV_KEYS.bob);

/** Connect Wallet → Coinbase Wallet, with the SDK loaded (its Connect button enabled). */
async function openCoinbase(page: Page) {
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Coinbase Wallet' }).click();
  await expect(page.getByRole('button', { name: 'Connect Coinbase Wallet' })).toBeEnabled({
    timeout: 20_000,
  });
}

/** Clicks Connect and returns Coinbase's window (the popup double). */
async function clickConnect(page: Page) {
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Connect Coinbase Wallet' }).click();
  return popup;
}

// The doubles' URLs are in this stack's runtime config: a stack of its own, shared with the WalletConnect spec.
test.use({ stackKey: 'walletconnect' });

test.describe('Coinbase Wallet (docs/external-wallets.md#coinbase-wallet)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('connects through the keys popup, sends FTM and a token and delegates, each mined from the popup key', async ({
    page,
    coinbaseWallet,
    stack,
    screenshotAs,
  }) => {
    await page.goto('/');
    await setScheme(page, false);
    await openCoinbase(page);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('coinbase-connect-light');
    await clickConnect(page);
    await expect(page).toHaveURL(new RegExp(`/account/${coinbaseWallet.address}$`), { timeout: 20_000 });

    const send = new SendPages(page);
    await send.openSend(coinbaseWallet.address);
    await send.fill(BOB, '1.5');
    await send.toConfirmation();
    await expect(page.getByText('Confirm in Coinbase Wallet')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await send.expectSuccess();

    const token = await tokenAddress(apiUrl(stack.urls), coinbaseWallet.address, 'tUSDC');
    await send.openSend(coinbaseWallet.address, token);
    await send.fill(BOB, '2.5');
    await send.toConfirmation();
    await expect(page.getByText('Confirm in Coinbase Wallet')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await send.expectSuccess();

    const staking = new StakingPages(page);
    await page.goto(`/staking/${coinbaseWallet.address}/stake`);
    await page.getByLabel('Amount (FTM)').fill('5');
    await staking.openPicker();
    await staking.selectValidator(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm in Coinbase Wallet')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Delegate', exact: true }).click();
    await staking.expectSuccess('Delegation Successful');

    expect(coinbaseWallet.sent).toHaveLength(3);
    await expectMinedFrom(stack.urls.rpc, coinbaseWallet.address, coinbaseWallet.sent);
  });

  test('a blocked then closed popup, a refusal and another account selected: clear messages, nothing sent, retry works', async ({
    page,
    coinbasePopup,
    coinbaseWallet,
    stack,
    screenshotAs,
  }) => {
    await page.goto('/');
    await setScheme(page, true);
    await openCoinbase(page);
    await screenshotAs('coinbase-connect-dark');

    // The browser blocks the popup: the SDK says so ('Popup was blocked. Try again.') and its Retry opens it.
    await page.evaluate(() => {
      const open = window.open.bind(window);
      Object.assign(window, { openWhenAllowed: open });
      window.open = () => null;
    });
    coinbasePopup.onConnect = 'ignore';
    await page.getByRole('button', { name: 'Connect Coinbase Wallet' }).click();
    await expect(page.getByText('Popup was blocked. Try again.')).toBeVisible({ timeout: 20_000 });
    await screenshotAs('coinbase-popup-blocked-dark');
    await page.evaluate(() => {
      window.open = (window as unknown as { openWhenAllowed: typeof window.open }).openWhenAllowed;
    });
    const retried = page.waitForEvent('popup');
    await page.getByText('Retry', { exact: true }).click({ force: true });
    // The user closes Coinbase's window without answering: the connect says so and can be tried again. The window
    // tells the SDK it is closing from a handler its page installs while loading: closed before that (under load,
    // right at the popup event) the SDK never hears it, as with the real window.
    const popup = await retried;
    await popup.waitForLoadState('load');
    await popup.close({ runBeforeUnload: true });
    await expect(
      page.getByText(
        'The connection was not approved in Coinbase Wallet (refused, or its window was closed). Try again.',
      ),
    ).toBeVisible({ timeout: 20_000 });

    coinbasePopup.onConnect = 'approve';
    await clickConnect(page);
    await expect(page).toHaveURL(new RegExp(`/account/${coinbaseWallet.address}$`), { timeout: 20_000 });

    // Refused in the popup: the reject message, nothing sent.
    coinbasePopup.onRequest = 'reject';
    const send = new SendPages(page);
    await send.openSend(coinbaseWallet.address);
    await send.fill(BOB, '1');
    await send.toConfirmation();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByText('Transaction rejected').first()).toBeVisible({ timeout: 20_000 });
    expect(coinbaseWallet.sent).toEqual([]);

    // Connecting while the current wallet is this Coinbase account but the popup gives another: the notice.
    const other = coinbasePopup.useChain({ rpcUrl: stack.urls.rpc, chainId: 4003 });
    coinbasePopup.onRequest = 'approve';
    // A fresh page whose SDK holds no session (as after the user cleared it): the popup now gives another key.
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage))
        if (key.startsWith('-CBWSDK')) localStorage.removeItem(key);
    });
    await page.goto('/dashboard');
    await openCoinbase(page);
    await clickConnect(page);
    await expect(
      page
        .getByRole('dialog', { name: 'Coinbase Wallet' })
        .getByRole('alert')
        .filter({
          hasText: `Please, select account ${coinbaseWallet.address} on Coinbase Wallet`,
        }),
    ).toBeVisible({ timeout: 20_000 });
    expect(other.address).not.toBe(coinbaseWallet.address);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('coinbase-notice-account-dark');
  });
});
