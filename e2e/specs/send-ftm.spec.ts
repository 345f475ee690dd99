import {
  balanceReserve,
  GAS,
  gasPriceToUse,
  MESSAGES,
  toDecimalString,
  transactionFee,
} from '@fantom-wallet/core';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  addressOf,
  apiUrl,
  balanceOf,
  DEV_KEYS,
  expectBalance,
  graphql,
  SendPages,
} from '../pages/SendPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);

test.describe('send FTM (docs/send.md, docs/transactions.md)', () => {
  // Two restores and two signatures run scrypt at full strength; axe scans both schemes.
  test.describe.configure({ timeout: 180_000 });
  test('bob sends 1.5 FTM to carol: wrong password keeps the form, then success in both histories and balances', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.carol, DEV_KEYS.bob);
    const bobBefore = await balanceOf(apiUrl(stack.urls), BOB);
    const carolBefore = await balanceOf(apiUrl(stack.urls), CAROL);

    await send.openSend(BOB);
    await send.fill(CAROL, '1.5');
    for (const dark of [true, false]) {
      await send.setScheme(dark);
      await send.fill(CAROL, '1.5');
      await expect(send.fee()).not.toHaveText('…');
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`send-form-${dark ? 'dark' : 'light'}`);
    }
    await send.toConfirmation();
    await expect(page.getByRole('row', { name: /Send To/ })).toContainText(CAROL);
    await expect(page.getByRole('row', { name: /Send From/ })).toContainText(BOB);
    await expect(page.getByRole('row', { name: /Amount/ })).toContainText('1.50 FTM');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('send-confirmation-light');

    await send.confirm('Wrong-Password-1');
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.badKeystore })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByRole('heading', { name: 'Confirm transaction' })).toBeVisible();
    // Back keeps the form filled.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(send.recipient()).toHaveValue(CAROL);
    await expect(send.amount()).toHaveValue('1.5');
    await send.toConfirmation();
    await send.confirm();
    const hash = await send.expectSuccess();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('send-success-light');
    await send.setScheme(true);
    await expect(page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });
    await screenshotAs('send-success-dark');

    const receipt = await graphql<{ transaction: { gasUsed: string; gasPrice: string; status: string } }>(
      apiUrl(stack.urls),
      'query($h: Bytes32!) { transaction(hash: $h) { gasUsed gasPrice status } }',
      { h: hash },
    );
    const paid = BigInt(receipt.transaction.gasUsed) * BigInt(receipt.transaction.gasPrice);
    await expectBalance(apiUrl(stack.urls), CAROL).toBe(carolBefore + 1_500_000_000_000_000_000n);
    await expectBalance(apiUrl(stack.urls), BOB).toBe(bobBefore - 1_500_000_000_000_000_000n - paid);

    await page.getByRole('link', { name: 'Back to wallet' }).click();
    await expect(page.locator(`tr[data-hash="${hash}"]`)).toContainText('Sent');
    await page.goto(`/account/${CAROL}`);
    await expect(page.locator(`tr[data-hash="${hash}"]`)).toContainText('Received');
    await expect(page.locator(`tr[data-hash="${hash}"]`)).toContainText('Success');
  });

  test('form rules: invalid address, amount above balance, Max leaves exactly the gas reserve', async ({
    page,
    stack,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.bob);
    await send.openSend(BOB);
    await send.recipient().fill('0x1234');
    await send.recipient().blur();
    await expect(send.alerts().filter({ hasText: MESSAGES.invalidOperaAddress })).toBeVisible();
    await expect(send.continueButton()).toBeDisabled();

    await send.fill(CAROL, '100000000');
    await expect(send.alerts().filter({ hasText: /^You can transfer max [\d.]+ FTM$/ })).toBeVisible();
    await expect(send.continueButton()).toBeDisabled();

    await page.getByRole('button', { name: 'Max' }).click();
    const balance = await balanceOf(apiUrl(stack.urls), BOB);
    const { gasPrice } = await graphql<{ gasPrice: string }>(apiUrl(stack.urls), '{ gasPrice }');
    const fee = transactionFee(gasPriceToUse(BigInt(gasPrice)), 21_000n + GAS.estimateMargin);
    await expect(send.amount()).toHaveValue(toDecimalString(balance - balanceReserve(fee), 18));
    await expect(send.alerts()).toHaveCount(0);
    await expect(send.continueButton()).toBeEnabled();
  });

  test('not enough FTM for gas: the warning disables Continue', async ({ page }) => {
    const send = new SendPages(page);
    const empty = `0x${'4c'.repeat(32)}`;
    await send.store(empty);
    await send.openSend(addressOf(empty));
    await send.fill(CAROL, '0');
    await expect(send.alerts().filter({ hasText: MESSAGES.notEnoughForGas })).toBeVisible();
    await expect(send.continueButton()).toBeDisabled();
  });

  test('sends to a contact picked from the list and to a registered name', async ({ page, stack }) => {
    const send = new SendPages(page);
    await send.restore(DEV_KEYS.carol);
    // A contact for bob, through the contacts store the way the app saves it.
    await page.evaluate((address) => {
      localStorage.setItem(
        'fwallet.contacts',
        JSON.stringify({
          state: { contacts: [{ name: 'Bob the builder', address, blockchain: 'fantom' }] },
          version: 1,
        }),
      );
    }, BOB);
    await page.reload();
    const bobBefore = await balanceOf(apiUrl(stack.urls), BOB);
    await send.openSend(CAROL);
    await page.getByRole('button', { name: 'Pick from contacts' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Bob the builder' }).click();
    await expect(send.recipient()).toHaveValue(BOB);
    await send.amount().fill('0.25');
    await send.toConfirmation();
    await expect(page.getByRole('row', { name: /Send To/ })).toContainText('Bob the builder');
    await send.confirm();
    await send.expectSuccess();
    await expectBalance(apiUrl(stack.urls), BOB).toBe(bobBefore + 250_000_000_000_000_000n);

    const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const aliceBefore = await balanceOf(apiUrl(stack.urls), alice);
    await page.getByRole('button', { name: 'Send more FTM' }).click();
    await send.fill('alice.ftm', '0.1');
    await send.toConfirmation();
    await expect(page.getByRole('row', { name: /Send To/ })).toContainText(alice);
    await send.confirm();
    await send.expectSuccess();
    await expectBalance(apiUrl(stack.urls), alice).toBe(aliceBefore + 100_000_000_000_000_000n);

    await page.getByRole('button', { name: 'Send more FTM' }).click();
    await send.fill('nobody.ftm', '0.1');
    await send.continueButton().click();
    await expect(send.alerts().filter({ hasText: MESSAGES.invalidOperaAddress })).toBeVisible();
  });
});
