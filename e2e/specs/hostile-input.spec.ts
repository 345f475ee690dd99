import type { Locator, Page } from '@playwright/test';
import { HOSTILE_INPUTS as inputs } from '../../apps/wallet/src/shared/test/hostileInputs.ts';
import { expect, test } from '../fixtures/test.ts';
import { StakingPages } from '../pages/StakingPages.ts';
import { DEV_ADDRESS_1 } from '../pages/WalletPages.ts';

/**
 * Hostile and random input typed into the real forms that read the chain (docs/send.md#typed-amounts and each
 * form's rules): every value ends in a message on the form, a disabled button or an accepted step — never an
 * exception (the fixture fails the test on any uncaught error or CSP report), never markup or script from the
 * input in the page. The forms that need no chain take the same inputs in component tests:
 * apps/wallet/src/features/contacts/ContactDialog.hostile.test.tsx (name, address, order) and
 * apps/wallet/src/features/wallets/RestoreWalletModal.hostile.test.tsx (private key, recovery phrase).
 */

const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

async function seedWallet(page: Page) {
  await page.addInitScript((address) => {
    if (localStorage.getItem('fwallet.accounts')) return;
    localStorage.setItem(
      'fwallet.accounts',
      JSON.stringify({
        state: { accounts: [{ address, name: 'Alice', type: 'keystore' }], activeIndex: 0 },
        version: 1,
      }),
    );
  }, DEV_ADDRESS_1);
}

async function expectNothingInjected(page: Page) {
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  await expect(page.locator('img[src="x"], body script:not([src])')).toHaveCount(0);
}

/**
 * Types each input into `field`, submits when the button is enabled, and waits for a visible outcome: a field
 * marked invalid, an alert, a disabled submit, or `accepted` (then `back` returns to the form).
 */
async function probe(
  page: Page,
  field: () => Locator,
  submit: () => Locator,
  accepted?: { when: () => Locator; back: () => Promise<void> },
) {
  for (const value of inputs) {
    await field().fill(value);
    await field().blur();
    if (await submit().isEnabled()) await submit().click();
    // Counted, never waited for: a submit that navigates away is gone by the time a wait for it would start.
    const disabled = page.locator('[disabled], [aria-disabled="true"]');
    const outcome = page
      .locator('[aria-invalid="true"]')
      .or(page.getByRole('alert'))
      .or(accepted ? accepted.when() : page.locator('[data-never]'))
      .filter({ visible: true });
    await expect
      .poll(
        async () => (await outcome.count()) > 0 || (await submit().and(disabled).count()) > 0,
        // The config's expectation limit: under load a confirmation took over 5 s to show (a hang detector).
        { message: `no outcome for ${JSON.stringify(value.slice(0, 60))}` },
      )
      .toBe(true);
    await expectNothingInjected(page);
    if (accepted && (await accepted.when().isVisible())) await accepted.back();
  }
}

test.describe('hostile input in every form', () => {
  test.beforeEach(async ({ page }) => {
    await seedWallet(page);
  });

  test('send form: recipient and amount', async ({ page }) => {
    const open = async () => {
      await page.goto(`/account/${DEV_ADDRESS_1}/send`);
      await expect(page.getByTestId('send-fee')).not.toHaveText('…');
    };
    await open();
    const confirmation = () => page.getByRole('heading', { name: 'Confirm transaction' });
    await page.getByLabel(/^Amount \(/).fill('0.1');
    await probe(
      page,
      () => page.getByLabel('Send to'),
      () => page.getByRole('button', { name: 'Continue' }),
      { when: confirmation, back: open },
    );
    const openToBob = async () => {
      await open();
      await page.getByLabel('Send to').fill(BOB);
    };
    await openToBob();
    await probe(
      page,
      () => page.getByLabel(/^Amount \(/),
      () => page.getByRole('button', { name: 'Continue' }),
      { when: confirmation, back: openToBob },
    );
  });

  test('delegate form: amount', async ({ page }) => {
    const staking = new StakingPages(page);
    const open = async () => {
      await page.goto(`/staking/${DEV_ADDRESS_1}/stake`);
      await expect(page.getByRole('heading', { name: 'Delegate FTM' })).toBeVisible();
      await staking.openPicker();
      await staking.selectValidator(3);
    };
    await open();
    await probe(
      page,
      () => page.getByLabel('Amount (FTM)'),
      () => page.getByRole('button', { name: 'Continue' }),
      { when: () => page.getByLabel('Please enter your wallet password to delegate your FTM'), back: open },
    );
  });
});
