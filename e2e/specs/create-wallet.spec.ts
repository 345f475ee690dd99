import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { WalletPages } from '../pages/WalletPages.ts';

test.describe('create a wallet (docs/wallets.md#create, 4 steps)', () => {
  test('the password step enforces the rules and the checkbox before anything is made', async ({ page }) => {
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await page.getByRole('button', { name: 'Create Wallet' }).click();
    const dialog = wallets.dialog();
    const submit = dialog.getByRole('button', { name: 'Download keystore and continue' });
    await dialog.getByLabel('Password', { exact: true }).fill('short');
    await dialog.getByLabel('Re-enter password').fill('other');
    await dialog.getByRole('checkbox').check();
    await expect(submit).toBeDisabled();
    await dialog.getByLabel('Re-enter password').focus();
    await dialog.getByLabel('Password', { exact: true }).focus();
    await expect(
      dialog.getByText(
        'Make sure to enter at least 8 and max 200 characters, including one upper-case letter, a symbol and a number',
      ),
    ).toBeVisible();
    await expect(dialog.getByText('The entered password does not match')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await dialog.getByLabel('Re-enter password').fill('Correct-Horse-9');
    await dialog.getByRole('checkbox').uncheck();
    await expect(submit).toBeDisabled();
    await expect(dialog.getByText(/need both the keystore file and this password/)).toBeVisible();
    await dialog.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await expectNoSeriousA11yViolations(page);
  });

  test('a wrong word order is refused, the right one saves the wallet, and a reload keeps it', async ({
    page,
    screenshotAs,
  }) => {
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    const words = await wallets.createUntilVerification();
    const dialog = wallets.dialog();
    const verify = dialog.getByRole('button', { name: 'Verify' });

    // Swap the first two words: Verify is enabled only with all 24 placed, then the order is checked.
    const wrong = [words[1] ?? '', words[0] ?? '', ...words.slice(2)];
    await wallets.pickWords(wrong.slice(0, 23));
    await expect(verify).toBeDisabled();
    await wallets.pickWords(wrong.slice(23));
    await screenshotAs('create-verify');
    await verify.click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'Incorrect mnemonic phrase order.' }),
    ).toBeVisible();
    await expect(page.getByText('Your wallet is ready')).toHaveCount(0);

    // Clicking a placed word removes it; remove all and place them right.
    const placed = dialog
      .getByRole('list')
      .filter({ has: page.getByRole('listitem') })
      .last();
    for (let i = 0; i < 24; i++) await placed.getByRole('listitem').first().click();
    await expect(verify).toBeDisabled();
    await wallets.pickWords(words);
    await verify.click();
    await expect(dialog.getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 20_000,
    });
    const address = ((await dialog.getByText(/^0x[0-9a-fA-F]{40}$/).textContent()) ?? '').trim();
    await dialog.getByRole('button', { name: 'Open wallet' }).click();

    await expect(page).toHaveURL(new RegExp(`/account/${address}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet Wallet 1' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet Wallet 1' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Staking' }),
    ).toHaveAttribute('href', `/staking/${address}`);
  });

  test('closing the window resets the flow to step 1 and saves nothing', async ({ page }) => {
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await wallets.createUntilVerification();
    await page.keyboard.press('Escape');
    await expect(wallets.dialog()).toHaveCount(0);
    await page.getByRole('button', { name: 'Create Wallet' }).click();
    await expect(wallets.dialog().getByLabel('Password', { exact: true })).toHaveValue('');
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(page.getByText('No wallets yet.')).toBeVisible();
  });
});
