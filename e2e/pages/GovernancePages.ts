import type { Deployment } from '@fantom-wallet/contracts';
import { expect, type Page } from '@playwright/test';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme } from './WalletPages.ts';

/** The devnet's deployment (contract addresses, validators, seeded proposal ids by state). */
export async function deploymentOf(devnetUrl: string): Promise<Deployment> {
  const response = await fetch(`${devnetUrl.replace(/\/$/, '')}/deployment.json`);
  if (!response.ok) throw new Error(`deployment.json: HTTP ${response.status}`);
  return (await response.json()) as Deployment;
}

/** Page object for the governance screens: proposals list, proposal detail, vote and cancel-vote confirmations. */
export class GovernancePages {
  constructor(readonly page: Page) {}

  async openList(address: string): Promise<void> {
    await this.page.goto(`/gov/${address}`);
    await expect(this.page.getByRole('heading', { name: 'Governance', level: 1 })).toBeVisible();
    await expect(this.page.getByTestId('proposals-count')).toBeVisible({ timeout: 20_000 });
  }

  async openDetail(address: string, id: number, governanceId: string): Promise<void> {
    await this.page.goto(`/gov/${address}/proposal-detail/${id}/${governanceId}`);
    await expect(this.page.getByRole('heading', { name: 'Your Votes' })).toBeVisible({ timeout: 20_000 });
  }

  /** The table's rows (wide screens); `id` picks one. */
  rows() {
    return this.page.locator('tr[data-testid^="proposal-row-"]');
  }
  row(id: number) {
    return this.page.getByTestId(`proposal-row-${id}`);
  }
  /** One delegation's voting form, named after its validator. */
  form(validatorName: string | RegExp) {
    return this.page.getByRole('region', {
      name: typeof validatorName === 'string' ? `Vote through ${validatorName}` : validatorName,
    });
  }
  totalVotes() {
    return this.page.getByTestId('total-votes');
  }
  agreement() {
    return this.page.getByTestId('agreement');
  }
  dialog() {
    return this.page.getByRole('dialog');
  }

  /** Scrolls to the end of the list until every page has loaded. */
  async scrollToEnd(expectedRows: number): Promise<void> {
    await expect(async () => {
      await this.page.mouse.wheel(0, 20_000);
      await expect(this.rows()).toHaveCount(expectedRows, { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
  }

  /** Fills the password and submits; waits for the flow's success title. */
  async confirm(password = PASSWORD): Promise<void> {
    await confirmStep(this.page, this.page.getByRole('button', { name: 'Submit', exact: true }), {
      password,
      field: this.page.getByLabel(/^Please enter your wallet password to/),
    });
  }

  async expectSuccess(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, exact: true })).toBeVisible({
      timeout: 60_000,
    });
  }

  async closeWindow(): Promise<void> {
    await this.dialog().getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(this.dialog()).toHaveCount(0);
  }

  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}
