import { expect, test } from '../fixtures/test.ts';
import { PLAIN_KEY, WalletPages } from '../pages/WalletPages.ts';

test('on the devnet a new wallet gets test FTM from the faucet and sees its balance', async ({ page }) => {
  const wallets = new WalletPages(page);
  await wallets.openWelcome();
  await wallets.restoreFromPrivateKey(PLAIN_KEY);
  await wallets.expectRestored();
  await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
  const available = page.getByText('Available', { exact: true }).locator('..');
  await expect(available).toContainText('0.00 FTM');
  await page.getByRole('button', { name: 'Get test FTM' }).click();
  await expect(page.getByRole('status')).toContainText('on their way');
  await expect(available).toContainText('1,000.00 FTM', { timeout: 15_000 });
});
