import { expect, test } from '../fixtures/test.ts';

test('settings persist; dark, auto dark and RTL apply at once; other languages are not implemented yet', async ({
  page,
}) => {
  await page.goto('/settings');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await page.getByRole('combobox', { name: 'Decimal points' }).click();
  await page.getByRole('option', { name: '4' }).click();

  await page.getByRole('switch', { name: /^Dark mode/ }).uncheck({ force: true });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  // Theme transition (docs/settings.md#appearance): 250 ms.
  expect(await page.evaluate(() => getComputedStyle(document.body).transitionDuration)).toContain('0.25s');

  await page.emulateMedia({ colorScheme: 'dark' });
  await page.getByRole('switch', { name: 'Auto dark mode', exact: true }).check({ force: true });
  await expect(page.getByRole('switch', { name: /^Dark mode/ })).toBeDisabled();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');

  await page.getByRole('switch', { name: 'Right-to-left layout' }).check({ force: true });
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('alert')).toContainText('not implemented yet');

  const slippage = page.getByRole('textbox', { name: 'Swap slippage tolerance' });
  await slippage.fill('0');
  await expect(page.getByText('Value must be between 0.1% and 100%')).toBeVisible();
  await slippage.fill('1.5');

  await page.reload();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  await expect(page.getByRole('combobox', { name: 'Decimal points' })).toHaveValue('4');
  await expect(page.getByRole('textbox', { name: 'Swap slippage tolerance' })).toHaveValue('1.5');
  await expect(page.getByRole('switch', { name: 'Auto dark mode', exact: true })).toBeChecked();
});

/**
 * Clicks a copy button and checks the hint on the page's own clock (Playwright's fake timers, paused): visible
 * 50 ms before `ms`, closing 50 ms after. Exact, however busy the machine is.
 */
async function expectHintFor(
  page: import('@playwright/test').Page,
  button: import('@playwright/test').Locator,
  ms: number,
): Promise<void> {
  const hint = page
    .getByRole('status')
    .filter({ hasText: 'Address copied to clipboard. Warning: Use this address to receive Opera FTM only.' });
  // Pause only once the screen is there: a clock paused while the route loads holds its timers (and the page).
  await expect(button).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await button.click();
  // The popover's own transitions run on the same clock: nothing moves until it is advanced.
  await page.clock.runFor(ms - 50);
  await expect(hint).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  // 100 ms later the hide timer has fired: the popover is closing (its exit transition needs the clock to run).
  await page.clock.runFor(100);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.clock.resume();
  await expect(hint).toBeHidden();
}

test('the copy hint hides after 1600 ms, and after 3100 ms in the account view', async ({ page }) => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  await page.addInitScript((a) => {
    localStorage.setItem(
      'fwallet.contacts',
      JSON.stringify({
        state: { contacts: [{ name: 'Ann', address: a, blockchain: 'fantom' }] },
        version: 1,
      }),
    );
    localStorage.setItem(
      'fwallet.accounts',
      JSON.stringify({
        state: { accounts: [{ address: a, name: 'Ann', type: 'keystore' }], activeIndex: 0 },
        version: 1,
      }),
    );
  }, address);
  await page.clock.install();
  await page.goto('/dashboard');
  await expectHintFor(
    page,
    page.getByRole('table', { name: 'Contacts' }).getByRole('button', { name: 'Copy address' }),
    1_600,
  );
  await page.goto(`/account/${address}`);
  await expectHintFor(
    page,
    page.getByRole('main').getByRole('button', { name: 'Copy address' }).first(),
    3_100,
  );
});
