import { accountFromPrivateKey } from '@fantom-wallet/core';
import { expect, type Page } from '@playwright/test';
import { storeWallets } from '../fixtures/storedWallets.ts';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme, WalletPages } from './WalletPages.ts';

/** Public development keys of the devnet's PUBLIC mnemonic ("test … junk"): #0 owner, #2 bob, #3 carol. Local use only. */
export const DEV_KEYS = {
  owner: '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  bob: '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  carol: '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
} as const;

export function addressOf(key: string): `0x${string}` {
  return accountFromPrivateKey(key).address;
}

/** The first API replica's URL (both replicas read one database). */
export function apiUrl(urls: Partial<Record<`api${number}`, string>>): string {
  if (!urls.api1) throw new Error('the stack has no API replica');
  return urls.api1;
}

/** A tiny GraphQL client (`apiUrl` is the GraphQL endpoint itself) for checking what the UI shows against the API. */
export async function graphql<T>(
  apiUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch(apiUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await response.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return json.data;
}

export async function balanceOf(apiUrl: string, address: string): Promise<bigint> {
  const data = await graphql<{ account: { balance: string } }>(
    apiUrl,
    'query($a: Address!) { account(address: $a) { balance } }',
    { a: address },
  );
  return BigInt(data.account.balance);
}

/**
 * `address`'s balance as `apiUrl`'s replica will answer it once it has seen the newest block, to assert on. The
 * replicas learn of a block the other one served (a send, its receipt) at their next head poll, every 100 ms: read
 * at once after the UI's success, the other replica's answer could still be the block before's (a clean run's
 * send-ftm, 2026-11-30).
 */
export function expectBalance(apiUrl: string, address: string) {
  return expect.poll(() => balanceOf(apiUrl, address), { timeout: 5_000 });
}

/** Page object for the account view's tabs and the send flow (form, confirmation, result). */
export class SendPages {
  readonly wallets: WalletPages;
  constructor(readonly page: Page) {
    this.wallets = new WalletPages(page);
  }

  /**
   * Stores a keystore wallet for each key, as the restore window would, and opens the last one's account page
   * (fixtures/storedWallets.ts; the restore windows are proven by restore-wallet.spec.ts).
   */
  async restore(...keys: string[]): Promise<void> {
    await storeWallets(this.page, keys);
  }

  /**
   * Stores the wallets as `restore` does without opening the account page, for a test whose next step opens
   * another page (each start of the app costs ~1 s of the e2e stage).
   */
  async store(...keys: string[]): Promise<void> {
    await storeWallets(this.page, keys, { open: false });
  }

  async openSend(address: string, token?: string): Promise<void> {
    await this.page.goto(`/account/${address}/send${token ? `/erc20/${token}` : ''}`);
    await expect(this.page.getByRole('heading', { name: /^Send / })).toBeVisible();
    await expect(this.fee()).not.toHaveText('…');
  }

  form() {
    return this.page.getByRole('region', { name: /^Send / });
  }
  recipient() {
    return this.page.getByLabel('Send to');
  }
  amount() {
    return this.page.getByLabel(/^Amount \(/);
  }
  fee() {
    return this.page.getByTestId('send-fee');
  }
  continueButton() {
    return this.page.getByRole('button', { name: 'Continue' });
  }
  alerts() {
    return this.page.getByRole('alert');
  }

  async fill(recipient: string, amount: string): Promise<void> {
    await this.recipient().fill(recipient);
    await this.recipient().blur();
    await this.amount().fill(amount);
  }

  async toConfirmation(): Promise<void> {
    await this.continueButton().click();
    await expect(this.page.getByRole('heading', { name: 'Confirm transaction' })).toBeVisible();
    await expect(this.page.getByText('Preparing the transaction…')).toHaveCount(0);
  }

  async confirm(password = PASSWORD): Promise<void> {
    // The field shows once the signer has said whether it remembers the password.
    await confirmStep(this.page, this.page.getByRole('button', { name: 'Send', exact: true }), {
      password,
      field: this.page.getByLabel('Password', { exact: true }),
    });
  }

  /** Waits for the success view and returns the transaction hash shown. */
  async expectSuccess(): Promise<`0x${string}`> {
    await expect(
      this.page
        .getByRole('heading', { name: 'Verifying Transaction' })
        .or(this.page.getByRole('heading', { name: 'Success' })),
    ).toBeVisible({ timeout: 30_000 });
    await expect(this.page.getByRole('heading', { name: 'Success' })).toBeVisible({ timeout: 30_000 });
    return ((await this.page.getByTestId('transaction-hash').textContent()) ?? '').trim() as `0x${string}`;
  }

  /** Shows the page in the given colour scheme (setScheme). */
  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}
