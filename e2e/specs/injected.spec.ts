import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { connectInjected, expect, expectMinedFrom, test } from '../fixtures/injected.ts';
import { test as plain } from '../fixtures/test.ts';
import { addressOf, DEV_KEYS } from '../pages/SendPages.ts';
import { setScheme } from '../pages/WalletPages.ts';

const CAROL = addressOf(DEV_KEYS.carol);

test.describe('browser-extension wallets (docs/external-wallets.md#injected)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('connect, then send FTM, send a token and delegate, each confirmed in the wallet and mined from it', async ({
    page,
    stack,
    injected,
    screenshotAs,
  }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Connect Wallet' });
    for (const name of ['Metamask', 'Ledger', 'Coinbase Wallet', 'WalletConnect'])
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('connect-wallet-dark');
    await dialog.getByRole('button', { name: 'Metamask' }).click();
    const picker = page.getByRole('dialog', { name: 'Add Metamask Account' });
    await expect(picker.getByLabel('Address')).toHaveValue(injected.address);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('connect-metamask-picker-dark');
    await picker.getByRole('button', { name: 'Add Account' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/${injected.address}$`));

    // Send 1.5 FTM: no password, 'Confirm in Metamask', the wallet signs.
    await page.goto(`/account/${injected.address}/send`);
    await page.getByLabel('Send to').fill(CAROL);
    await page.getByLabel(/^Amount \(/).fill('1.5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm in Metamask')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('confirm-in-metamask-dark');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });

    // A token from the Assets tab.
    await page.goto(`/account/${injected.address}`);
    await page.getByRole('tab', { name: /Assets/ }).click();
    await page.locator('tr[data-token="tUSDC"]').getByRole('link', { name: 'Send tUSDC' }).click();
    await page.getByLabel('Send to').fill(CAROL);
    await page.getByLabel(/^Amount \(/).fill('2.5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm in Metamask')).toBeVisible();
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });

    // Delegate 5 FTM to validator #1.
    await page.goto(`/staking/${injected.address}/stake`);
    await page.getByLabel('Amount (FTM)').fill('5');
    await page.getByRole('button', { name: 'Choose' }).click();
    await page
      .getByRole('dialog', { name: 'Validators' })
      .locator('tr[data-validator="1"]')
      .getByRole('button', { name: /^Select / })
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Confirm in Metamask')).toBeVisible();
    await page.getByRole('button', { name: 'Delegate', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Delegation Successful', exact: true })).toBeVisible({
      timeout: 60_000,
    });

    expect(injected.requests.filter((r) => r.method === 'eth_sendTransaction')).toHaveLength(3);
    await expectMinedFrom(stack.urls.rpc, injected, 3);
  });

  test.describe('among hostile announcements', () => {
    test.use({ injectedOptions: { hostile: true } });

    test("hostile announcements dropped, pick by name and icon; 4001 logged and frees the button, -32002 'Request already pending', a listed account refused", async ({
      page,
      injected,
      screenshotAs,
    }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      injected.next('eth_requestAccounts', 'reject', 'pending');
      await page.goto('/');
      await setScheme(page, false);
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('button', { name: 'Metamask' })
        .click();
      const picker = page.getByRole('dialog', { name: 'Add Metamask Account' });
      // Hostile announcements: a remote icon is dropped (the wallet is listed by name), broken ones are not listed.
      await expect(picker.getByText('Several browser wallets are installed. Choose one:')).toBeVisible();
      await expect(picker.getByRole('button', { name: 'Remote Icon Wallet' })).toBeVisible();
      await expect(picker.getByRole('button', { name: 'No Provider' })).toHaveCount(0);
      await expect(picker.locator('img')).toHaveCount(1);
      expect(await picker.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('connect-metamask-choose-light');
      await picker.getByRole('button', { name: 'MetaMask' }).click();
      const connect = picker.getByRole('button', { name: 'Connect MetaMask' });
      await expect(connect).toBeEnabled();
      await expect.poll(() => logs).toContain('Please connect to MetaMask.');
      await connect.click();
      await expect(page.getByText('Request already pending')).toBeVisible();
      await screenshotAs('connect-metamask-pending-light');
      await expect(page.getByText('Request already pending')).toBeHidden({ timeout: 6_000 });
      await connect.click();
      await picker.getByRole('button', { name: 'Add Account' }).click();
      await expect(page).toHaveURL(new RegExp(`/account/${injected.address}$`));

      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page
        .getByRole('dialog', { name: 'Connect Wallet' })
        .getByRole('button', { name: 'Metamask' })
        .click();
      await page.getByRole('dialog').getByRole('button', { name: 'MetaMask' }).click();
      const message = `Account ${injected.address} is already in your wallet list. Please, select another one.`;
      await expect(page.getByText(message)).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('connect-metamask-listed-light');
      await page.getByRole('button', { name: 'Ok' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // Settings: add the devnet to the wallet and watch a token in it (docs/external-wallets.md#settings).
      await page.goto('/settings');
      await page.getByRole('button', { name: 'Add Fantom Local Devnet to Metamask' }).click();
      await expect(page.getByText('Fantom Local Devnet was added to Metamask')).toBeVisible();
      await page.getByLabel('Token address').fill('0x12');
      await page.getByLabel('Symbol').fill('TWELVE_CHARS');
      await page.getByRole('button', { name: 'Add asset to Metamask' }).click();
      await expect(page.getByText('Invalid Address')).toBeVisible();
      await expect(page.getByText('Symbol must be 11 characters or fewer')).toBeVisible();
      await expect(page.getByLabel('Decimals')).toHaveValue('18');
      await page.getByLabel('Token address').fill(CAROL);
      await page.getByLabel('Symbol').fill('tTEST');
      await page.getByRole('button', { name: 'Add asset to Metamask' }).click();
      await expect(page.getByText('Asset tTEST was added to Metamask')).toBeVisible();
      await screenshotAs('settings-metamask-light');
      await expectNoSeriousA11yViolations(page);
      expect(injected.watched).toEqual([
        { type: 'ERC20', options: { address: CAROL, symbol: 'tTEST', decimals: 18 } },
      ]);
      expect(injected.requests.find((r) => r.method === 'wallet_addEthereumChain')?.params).toEqual([
        expect.objectContaining({ chainId: '0xfa3', chainName: 'Fantom Local Devnet' }),
      ]);
    });
  });

  test.describe('on another chain', () => {
    test.use({ injectedOptions: { startChainId: 250 } });

    test('chain and account changed mid-confirmation: the notice, switch (adding the chain), then a rejection keeps the form and nothing is sent twice', async ({
      page,
      stack,
      injected,
      screenshotAs,
    }) => {
      await connectInjected(page, injected);
      await page.goto(`/account/${injected.address}/send`);
      await page.getByLabel('Send to').fill(CAROL);
      await page.getByLabel(/^Amount \(/).fill('1');
      await page.getByRole('button', { name: 'Continue' }).click();
      const send = page.getByRole('button', { name: 'Send', exact: true });
      await expect(page.getByText('Please, select Opera chain in Metamask.')).toBeVisible();
      await expect(send).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('confirm-metamask-wrong-chain-dark');
      await page.getByRole('button', { name: 'Switch chain in Metamask' }).click();
      await expect(page.getByText('Confirm in Metamask')).toBeVisible();
      expect(injected.requests.map((r) => r.method)).toEqual(
        expect.arrayContaining(['wallet_switchEthereumChain', 'wallet_addEthereumChain']),
      );
      const added = injected.requests.find((r) => r.method === 'wallet_addEthereumChain');
      expect(added?.params).toEqual([
        expect.objectContaining({ chainId: '0xfa3', rpcUrls: [expect.any(String)] }),
      ]);

      // The user picks another account, then the right one again; then another chain.
      await injected.selectAccount(1, page);
      await expect(
        page.getByText(`Please, select account ${injected.wallets[0]?.address} in Metamask.`),
      ).toBeVisible();
      await expect(send).toBeDisabled();
      await screenshotAs('confirm-metamask-wrong-account-dark');
      await injected.selectAccount(0, page);
      await injected.switchChain(250, page);
      await expect(page.getByText('Please, select Opera chain in Metamask.')).toBeVisible();
      await injected.switchChain(4003, page);
      await expect(page.getByText('Confirm in Metamask')).toBeVisible();

      // Refused in the wallet: the reject message; Continue returns to the form still filled in; then it goes
      // through once.
      injected.next('eth_sendTransaction', 'reject');
      await send.click();
      await expect(page.getByRole('heading', { name: 'Transaction rejected' })).toBeVisible();
      await expect(page).toHaveURL(/\/send\/reject$/);
      await expect(page.getByText('Nothing was signed or sent.')).toBeVisible();
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByLabel('Send to')).toHaveValue(CAROL);
      await expect(page.getByLabel(/^Amount \(/)).toHaveValue('1');
      await page.getByRole('button', { name: 'Continue' }).click();
      await expect(page.getByText('Confirm in Metamask')).toBeVisible();
      await send.click();
      await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });
      await expectMinedFrom(stack.urls.rpc, injected, 1);
    });
  });
});

plain(
  'no browser wallet: the picker says Metamask is not installed and offers Install',
  async ({ page, screenshotAs }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
    await page
      .getByRole('dialog', { name: 'Connect Wallet' })
      .getByRole('button', { name: 'Metamask' })
      .click();
    const picker = page.getByRole('dialog', { name: 'Add Metamask Account' });
    await expect(picker.getByText('Metamask is not installed.')).toBeVisible();
    await expect(picker.getByLabel('Address')).toHaveValue('');
    await expect(picker.getByRole('link', { name: 'Install' })).toHaveAttribute(
      'href',
      'https://metamask.io/download/',
    );
    for (const dark of [true, false]) {
      if (!dark) {
        await setScheme(page, false);
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
        await page
          .getByRole('dialog', { name: 'Connect Wallet' })
          .getByRole('button', { name: 'Metamask' })
          .click();
        await expect(picker.getByText('Metamask is not installed.')).toBeVisible();
      }
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`connect-metamask-not-installed-phone-${dark ? 'dark' : 'light'}`);
    }
  },
);
