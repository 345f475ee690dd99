import { expect, type Locator, type Page } from '@playwright/test';
import { PASSWORD } from './WalletPages.ts';

/**
 * Confirms the step whose button is `button`: fills the password when the step asks for it (not while the flow
 * remembers it) and presses the button. Waits for that step first: right after the previous step's button was
 * pressed (Allow, then Swap), the previous step and its password field stay on screen until its transaction is
 * mined, and a field seen then is gone by the time it would be filled.
 */
export async function confirmStep(
  page: Page,
  button: Locator,
  { password = PASSWORD, field = page.getByLabel(/^Please enter your wallet password/) } = {},
): Promise<void> {
  await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 30_000 });
  await expect(button).toBeVisible();
  await expect(field.or(page.getByText(/password is remembered/))).toBeVisible();
  if (await field.isVisible()) await field.fill(password);
  await button.click();
}
