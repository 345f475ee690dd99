import { writeFileSync } from 'node:fs';
import { encryptKeystore } from '@fantom-wallet/core';
import { expect, test } from '../fixtures/test.ts';
import {
  DEV_ADDRESS_1,
  DEV_KEY_1,
  DEV_MNEMONIC,
  PASSWORD,
  PLAIN_KEY,
  WalletPages,
} from '../pages/WalletPages.ts';

test.describe('restore a wallet (docs/wallets.md#restore)', () => {
  test('private key: invalid keys keep Continue disabled; a public dev key restores with a quiet note on the devnet; a duplicate is refused', async ({
    page,
  }) => {
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await wallets.openRestore('Private Key');
    const dialog = wallets.dialog();
    const cont = dialog.getByRole('button', { name: 'Continue' });
    for (const bad of ['0x1234', 'zz'.repeat(32), `${DEV_KEY_1}00`]) {
      await dialog.getByLabel('Private key', { exact: true }).fill(bad);
      await expect(cont).toBeDisabled();
      await expect(dialog.getByRole('alert')).toBeVisible();
    }
    await dialog.getByLabel('Private key', { exact: true }).fill(` ${DEV_KEY_1.slice(2)} `);
    await expect(cont).toBeEnabled();
    await cont.click();
    await wallets.setNewPassword();
    expect(await wallets.expectRestored()).toBe(DEV_ADDRESS_1);
    await expect(dialog.getByRole('note')).toContainText('public development accounts');
    await expect(dialog.getByText('This is a publicly known test key')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Open wallet' }).click();

    await page.goto('/dashboard');
    await wallets.restoreFromPrivateKey(DEV_KEY_1);
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'An account with this address already exists' }),
    ).toBeVisible();
  });

  test('mnemonic: bad phrases are refused; an account index picks another address', async ({ page }) => {
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await wallets.openRestore('Mnemonic');
    const dialog = wallets.dialog();
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await dialog.getByLabel('Recovery phrase', { exact: true }).fill('test test test');
    await expect(cont).toBeDisabled();
    await dialog
      .getByLabel('Recovery phrase', { exact: true })
      .fill('  TEST test  test test test test test test test test test   junk ');
    await expect(cont).toBeEnabled();
    await dialog.getByRole('button', { name: 'Advanced: account index' }).click();
    await dialog.getByLabel('Account index').fill('1');
    await cont.click();
    await wallets.setNewPassword();
    expect(await wallets.expectRestored()).toBe(DEV_ADDRESS_1);
    expect(DEV_MNEMONIC.split(' ')).toHaveLength(12);
  });

  test('keystore: not JSON, wrong password and a good file', async ({ page }, testInfo) => {
    const keystore = await encryptKeystore(PLAIN_KEY as `0x${string}`, 'File-Pass-1', {
      scrypt: { n: 1024, r: 8, p: 1 },
    });
    const good = testInfo.outputPath('UTC--good');
    writeFileSync(good, JSON.stringify(keystore));
    const notJson = testInfo.outputPath('notes.txt');
    writeFileSync(notJson, 'this is not json');

    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await wallets.openRestore('Keystore');
    const dialog = wallets.dialog();
    const unlock = dialog.getByRole('button', { name: 'Unlock' });

    await dialog.locator('input[type=file]').setInputFiles(notJson);
    await expect(dialog.getByText('Type a password')).toBeVisible();
    await expect(unlock).toBeDisabled();
    await dialog.getByLabel('Keystore password').fill('whatever');
    await unlock.click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Not valid JSON file.' })).toBeVisible();

    await dialog.locator('input[type=file]').setInputFiles(good);
    await dialog.getByLabel('Keystore password').fill('Wrong-Pass-1');
    await unlock.click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Bad keystore file or password.' })).toBeVisible(
      { timeout: 20_000 },
    );

    await dialog.getByLabel('Keystore password').fill('File-Pass-1');
    await unlock.click();
    await expect(dialog.getByRole('heading', { name: 'Keystore successfully loaded' })).toBeVisible({
      timeout: 20_000,
    });
  });

  test('a well-known key restored on mainnet gets a loud, non-blocking warning', async ({ page }) => {
    await page.goto('/settings');
    await page.getByRole('radio', { name: /Opera mainnet/ }).check();
    const wallets = new WalletPages(page);
    await wallets.openWelcome();
    await wallets.restoreFromPrivateKey(DEV_KEY_1, PASSWORD);
    await wallets.expectRestored();
    await expect(
      wallets.dialog().getByRole('alert').filter({ hasText: 'This is a publicly known test key' }),
    ).toBeVisible();
    await expect(wallets.dialog().getByRole('button', { name: 'Open wallet' })).toBeEnabled();
  });
});
