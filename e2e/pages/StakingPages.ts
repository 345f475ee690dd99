import { expect, type Page } from '@playwright/test';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme } from './WalletPages.ts';

/** Page object for the staking screens: list, detail, Delegate FTM and the staking flows. */
export class StakingPages {
  constructor(readonly page: Page) {}

  async openList(address: string): Promise<void> {
    await this.page.goto(`/staking/${address}`);
    await expect(this.page.getByRole('heading', { name: 'Delegations' })).toBeVisible();
    await expect(this.page.getByTestId('wallet-delegations-count')).not.toHaveText('…');
  }

  async openDetail(address: string, stakerId: number | bigint): Promise<void> {
    await this.page.goto(`/staking/${address}/detail/${stakerId}`);
    await expect(this.page.getByRole('heading', { name: /^Delegation to / })).toBeVisible({
      timeout: 20_000,
    });
  }

  field(label: string) {
    return this.page.locator(`[data-field="${label}"]`);
  }
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  alerts() {
    return this.page.getByRole('alert');
  }
  /** The window a flow runs in over the detail (docs/staking.md#flow-windows-and-views). */
  dialog() {
    return this.page.getByRole('dialog');
  }
  /** Clicks an action of the delegation detail and waits for its window, titled '{action} · {validator}, {id}'. */
  async openWindow(button: string | RegExp): Promise<void> {
    await this.button(button).first().click();
    await expect(this.dialog()).toBeVisible();
    await expect(this.dialog().getByRole('heading').first()).toHaveText(/ · .+, \d+$/);
  }
  /** Where the flow's controls are: the window when one is open, else the page (view mode). */
  private async flow() {
    return (await this.dialog().count()) > 0 ? this.dialog() : this.page.locator('body');
  }
  stepCounter() {
    return this.page.getByTestId('step-counter');
  }
  sftmText() {
    return this.page.getByTestId('sftm-text');
  }

  async openPicker(): Promise<void> {
    await this.page.getByRole('button', { name: 'Choose' }).click();
    await expect(this.page.getByRole('dialog', { name: 'Validators' })).toBeVisible();
  }
  pickerRow(id: number) {
    return this.page.getByRole('dialog', { name: 'Validators' }).locator(`tr[data-validator="${id}"]`);
  }
  async selectValidator(id: number): Promise<void> {
    await this.pickerRow(id)
      .getByRole('button', { name: /^Select / })
      .click();
    await expect(this.page.getByRole('dialog', { name: 'Validators' })).toHaveCount(0);
  }

  /** Fills the password when asked (not while the signer remembers it) and submits with `submit`. */
  async confirm(submit: string, password = PASSWORD): Promise<void> {
    await confirmStep(this.page, (await this.flow()).getByRole('button', { name: submit, exact: true }), {
      password,
    });
  }

  async expectSuccess(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, exact: true })).toBeVisible({
      timeout: 60_000,
    });
  }

  /** Close on a success step: in window mode the window goes and the detail is back. */
  async close(): Promise<void> {
    const inWindow = (await this.dialog().count()) > 0;
    await (await this.flow()).getByRole('button', { name: 'Close', exact: true }).click();
    if (inWindow) await expect(this.dialog()).toHaveCount(0);
  }

  /** Shows the page in the given colour scheme (setScheme). */
  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}

/** POSTs to the devnet's HTTP server (time travel, epochs, faucet). */
export async function devnet(
  url: string,
  path: string,
  body: Record<string, unknown> = {},
): Promise<unknown> {
  const response = await fetch(`${url.replace(/\/$/, '')}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return response.json();
}
