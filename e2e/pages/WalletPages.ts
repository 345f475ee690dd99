import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Correct-Horse-9';

/** Public development account #1 of the devnet's PUBLIC mnemonic ("test … junk"); local use only. */
export const DEV_KEY_1 = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';
export const DEV_ADDRESS_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** An ordinary (not well-known) key, made for these tests. */
export const PLAIN_KEY = '0x29015f1a66247f6af53b96a2edb39e9cd4ec49bfc91e15deeb2f4cc03f6bde75';
export const DEV_MNEMONIC = 'test test test test test test test test test test test junk';

/**
 * Shows the page in the given colour scheme. The first call turns auto dark mode on in the persisted settings (as
 * Settings does) and reloads; from then on the browser's preferred scheme is emulated and the app follows it live
 * (settings.spec.ts proves that), so switching keeps the screen, its form and its data, without a reload.
 */
export async function setScheme(page: Page, dark: boolean): Promise<void> {
  const scheme = dark ? 'dark' : 'light';
  await page.emulateMedia({ colorScheme: scheme });
  const turnedOn = await page.evaluate(() => {
    const raw = localStorage.getItem('fwallet.settings');
    const stored = raw
      ? (JSON.parse(raw) as { state: Record<string, unknown>; version: number })
      : { state: {}, version: 1 };
    if (stored.state.autoDarkMode === true) return false;
    stored.state.autoDarkMode = true;
    localStorage.setItem('fwallet.settings', JSON.stringify(stored));
    return true;
  });
  if (turnedOn) await page.reload();
  // As after a reload, nothing stays hovered from the last click: scans and screenshots see controls at rest.
  await page.mouse.move(0, 0);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
}

/** Page object for the welcome/dashboard wallet actions and the create/restore windows. */
export class WalletPages {
  constructor(readonly page: Page) {}

  async openWelcome(): Promise<void> {
    await this.page.goto('/');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Create flow up to the verification step; returns the 24 words shown on screen. */
  async createUntilVerification(password = PASSWORD): Promise<string[]> {
    await this.page.getByRole('button', { name: 'Create Wallet' }).first().click();
    const dialog = this.dialog();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Re-enter password').fill(password);
    await dialog.getByRole('checkbox').check();
    const download = this.page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download keystore and continue' }).click();
    expect((await download).suggestedFilename()).toMatch(/^UTC--.+--[0-9a-f]{40}/);
    const words = await dialog
      .getByRole('list', { name: 'Your recovery phrase' })
      .getByRole('listitem')
      .allInnerTexts();
    expect(words).toHaveLength(24);
    await dialog.getByRole('button', { name: 'I wrote it down' }).click();
    return words.map((w) => w.replace(/^\d+\.\s*/, '').trim());
  }

  /** Picks the words in the given order from the alphabetical choices. */
  async pickWords(words: string[]): Promise<void> {
    const choices = this.dialog().getByRole('group', { name: /alphabetical order/ });
    for (const word of words) {
      await choices
        .locator('label:not([data-disabled])', { hasText: new RegExp(`^${word}$`) })
        .first()
        .click();
    }
  }

  /** The whole create flow; returns the new wallet's address. */
  async createWallet(password = PASSWORD): Promise<string> {
    const words = await this.createUntilVerification(password);
    await this.pickWords(words);
    await this.dialog().getByRole('button', { name: 'Verify' }).click();
    await expect(this.dialog().getByRole('heading', { name: 'Your wallet is ready' })).toBeVisible({
      timeout: 45_000,
    });
    const address = await this.shownAddress();
    await this.dialog().getByRole('button', { name: 'Open wallet' }).click();
    return address;
  }

  async openRestore(tab: 'Keystore' | 'Mnemonic' | 'Private Key'): Promise<void> {
    // Under load the page can still be settling (a data query re-suspending it) when the button is first
    // clicked, which loses the click; a user would click again, and so does this step.
    await expect(async () => {
      if ((await this.dialog().count()) === 0) {
        await this.page.getByRole('button', { name: 'Restore Wallet' }).first().click();
      }
      await expect(this.dialog().getByRole('tab', { name: tab })).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await this.dialog().getByRole('tab', { name: tab }).click();
  }

  async setNewPassword(password = PASSWORD): Promise<void> {
    const dialog = this.dialog();
    await dialog.getByLabel('Password', { exact: true }).fill(password);
    await dialog.getByLabel('Re-enter password').fill(password);
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Restore wallet' }).click();
  }

  async restoreFromPrivateKey(key: string, password = PASSWORD): Promise<void> {
    await this.openRestore('Private Key');
    await this.dialog().getByLabel('Private key', { exact: true }).fill(key);
    await this.dialog().getByRole('button', { name: 'Continue' }).click();
    await this.setNewPassword(password);
  }

  /** Encrypting the keystore (scrypt N=2^18) takes ~1 s alone and far longer when both cores run browsers. */
  async expectRestored(): Promise<string> {
    await expect(
      this.dialog().getByRole('heading', { name: /Wallet restored|Keystore successfully loaded/ }),
    ).toBeVisible({
      timeout: 45_000,
    });
    return this.shownAddress();
  }

  /** The address the create/restore window shows on success. */
  async shownAddress(): Promise<string> {
    return (
      (await this.dialog()
        .getByText(/^0x[0-9a-fA-F]{40}$/)
        .textContent()) ?? ''
    ).trim();
  }
}
