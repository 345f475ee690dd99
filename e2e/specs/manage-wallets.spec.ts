import { expect, test } from '../fixtures/test.ts';
import { DEV_ADDRESS_1, DEV_KEY_1, PLAIN_KEY, WalletPages } from '../pages/WalletPages.ts';

const walletRows = (page: import('@playwright/test').Page) =>
  page
    .getByRole('table', { name: 'Your wallets' })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test('rename, reorder and remove wallets; every change survives a reload', async ({ page }) => {
  const wallets = new WalletPages(page);
  await wallets.openWelcome();
  await wallets.restoreFromPrivateKey(DEV_KEY_1);
  await wallets.expectRestored();
  await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
  await page.goto('/dashboard');
  await wallets.restoreFromPrivateKey(PLAIN_KEY);
  const second = await wallets.expectRestored();
  await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();

  // The first navigation to the root goes to the dashboard when wallets exist.
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(walletRows(page)).toHaveCount(2);
  await expect(walletRows(page).first()).toContainText('Wallet 1');

  // Rename and move the second wallet to the top.
  await page.getByRole('button', { name: 'Edit Wallet 2' }).click();
  const dialog = wallets.dialog();
  await dialog.getByLabel('Name').fill('   ');
  await expect(dialog.getByText('This field cannot be blank')).toBeVisible();
  await dialog.getByLabel('Name').fill('Savings');
  await dialog.getByLabel('Order').fill('3');
  await expect(dialog.getByText('Value must be between 1 and 2')).toBeVisible();
  await dialog.getByLabel('Order').fill('1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(walletRows(page).first()).toContainText('Savings');
  await page.reload();
  await expect(walletRows(page).first()).toContainText('Savings');
  await expect(walletRows(page).nth(1)).toContainText('Wallet 1');

  // Remove the current wallet from its account page: the app goes to the dashboard.
  await page.goto(`/account/${second}`);
  await page.getByRole('button', { name: 'Remove wallet' }).click();
  await expect(wallets.dialog()).toContainText('cannot be undone');
  await wallets.dialog().getByRole('button', { name: 'Remove wallet', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(walletRows(page)).toHaveCount(1);

  // Removing the last wallet goes to the root.
  await page.getByRole('button', { name: 'Edit Wallet 1' }).click();
  await wallets.dialog().getByRole('button', { name: 'Remove Wallet', exact: true }).click();
  await wallets.dialog().getByRole('button', { name: 'Remove wallet', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(page.getByRole('table', { name: 'Your wallets' })).toHaveCount(0);
  expect(DEV_ADDRESS_1).toMatch(/^0x/);
});

test('an unknown address in the account route says "Bad wallet"', async ({ page }) => {
  await page.goto('/account/0x0000000000000000000000000000000000000001');
  await expect(page.getByRole('alert')).toContainText('Bad wallet');
});
