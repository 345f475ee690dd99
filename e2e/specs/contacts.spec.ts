import { expect, test } from '../fixtures/test.ts';
import { DEV_ADDRESS_1, DEV_KEY_1, WalletPages } from '../pages/WalletPages.ts';

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

test('contacts: rules of docs/contacts.md, a registered name, edit and remove', async ({ page, stack }) => {
  const wallets = new WalletPages(page);
  await wallets.openWelcome();
  await wallets.restoreFromPrivateKey(DEV_KEY_1);
  await wallets.expectRestored();
  await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
  await page.goto('/dashboard');

  const dialog = wallets.dialog();
  await page.getByRole('button', { name: 'New contact' }).click();
  await expect(dialog.getByLabel('Name')).toHaveValue('Contact 1');
  await dialog.getByLabel('Name').fill(' ');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('This field cannot be blank')).toHaveCount(2);
  await dialog.getByLabel('Address').fill('0x1234');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Not valid fantom address')).toBeVisible();
  await dialog.getByLabel('Address').fill(DEV_ADDRESS_1);
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Address already exists')).toBeVisible();
  await dialog.getByLabel('Order').fill('2');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Value must be between 1 and 1')).toBeVisible();

  // A registered name resolves through the chain's name registry.
  await dialog.getByLabel('Name').fill('Bob');
  await dialog.getByLabel('Order').fill('1');
  await dialog.getByLabel('Address').fill('bob.ftm');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  const table = page.getByRole('table', { name: 'Contacts' });
  await expect(table.getByRole('row', { name: /Bob/ })).toContainText(BOB);
  expect(stack.urls.rpc).toMatch(/^http/);

  // Duplicate (case-insensitive), other chains.
  await page.getByRole('button', { name: 'New contact' }).click();
  await dialog.getByLabel('Address').fill(BOB.toLowerCase());
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Address already exists')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Blockchain' }).click();
  await page.getByRole('option', { name: 'Binance' }).click();
  await dialog.getByLabel('Address').fill('0xabc');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(dialog.getByText('Not valid binance address')).toBeVisible();
  await dialog.getByLabel('Address').fill(`bnb${'1'.repeat(39)}`);
  await dialog.getByLabel('Name').fill('Exchange');
  await dialog.getByRole('button', { name: 'Add contact' }).click();
  await expect(table.getByRole('row', { name: /Exchange/ })).toBeVisible();

  // Edit: address and blockchain are read-only; rename; remove with confirmation.
  await page.getByRole('button', { name: 'Edit Bob' }).click();
  await expect(dialog.getByLabel('Address')).toHaveAttribute('readonly', '');
  await dialog.getByLabel('Name').fill('Bobby');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /Bobby/ })).toBeVisible();
  await page.reload();
  await expect(table.getByRole('row', { name: /Bobby/ })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Bobby' }).click();
  await dialog.getByRole('button', { name: 'Remove contact' }).click();
  await dialog.getByRole('button', { name: 'Remove contact' }).click();
  await expect(table.getByRole('row', { name: /Bobby/ })).toHaveCount(0);
});
