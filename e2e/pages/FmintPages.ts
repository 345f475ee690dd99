import {
  addresses,
  createDevChainClients,
  fantomMintArtifact,
  fantomMintPriceOracleArtifact,
  sendTx,
} from '@fantom-wallet/contracts';
import { expect, type Page } from '@playwright/test';
import { erc20Abi } from 'viem';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme } from './WalletPages.ts';

/** Page object for the fMint screens (docs/fmint.md): overview, its tabs, the forms and their steps. */
export class FmintPages {
  constructor(readonly page: Page) {}

  async openOverview(address: string): Promise<void> {
    await this.page.goto(`/fmint/${address}`);
    await expect(this.page.getByRole('heading', { name: 'fMint', exact: true })).toBeVisible();
    await expect(this.figure('fmint-cratio')).toBeVisible({ timeout: 20_000 });
  }
  figure(testId: string) {
    return this.page.getByTestId(testId);
  }
  button(name: string | RegExp) {
    return this.page.getByRole('button', { name, exact: typeof name === 'string' });
  }
  tab(name: string) {
    return this.page.getByRole('tab', { name, exact: true });
  }
  dialog() {
    return this.page.getByRole('dialog');
  }
  /** Where the flow's controls are: the window when one is open, else the page (view mode). */
  private async flow() {
    return (await this.dialog().count()) > 0 ? this.dialog() : this.page.locator('body');
  }
  /** The form's amount field: the new total (locked collateral or debt). */
  amount() {
    return this.page.getByRole('textbox', { name: /^(Collateral|Minted) \(/ });
  }
  change() {
    return this.page.getByTestId('fmint-change');
  }
  confirmText() {
    return this.page.getByTestId('fmint-confirm-text');
  }
  /** Opens an overview action in its window. */
  async openWindow(name: string): Promise<void> {
    await this.button(name).click();
    await expect(this.dialog()).toBeVisible();
  }
  /** Types a new total, leaves the field (inputs clamp on blur) and submits the form. */
  async setAmount(text: string): Promise<void> {
    await this.amount().fill(text);
    await this.amount().blur();
  }
  async submit(): Promise<void> {
    await (await this.flow()).getByRole('button', { name: 'Submit', exact: true }).click();
    await expect(this.page.getByRole('heading', { name: /^Confirmation \(\d\/\d\)$/ })).toBeVisible();
  }
  /** Fills the password when asked (not while the signer remembers it) and confirms. */
  async confirm(password = PASSWORD): Promise<void> {
    await confirmStep(this.page, (await this.flow()).getByRole('button', { name: 'Confirm', exact: true }), {
      password,
    });
  }
  async expectSuccess(title: string): Promise<void> {
    await expect(this.page.getByRole('heading', { name: title, exact: true })).toBeVisible({
      timeout: 60_000,
    });
  }
  /** Submits a lock of a new total `amount` and confirms both its steps, Allow then the lock (one password). */
  async allowAndLock(amount: string): Promise<void> {
    await this.setAmount(amount);
    await this.submit();
    await this.confirm();
    await this.expectSuccess('Allowance Successful');
    await expect(this.page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({
      timeout: 15_000,
    });
    await this.confirm();
    await this.expectSuccess('Collateral Locked');
  }
  async close(): Promise<void> {
    const inWindow = (await this.dialog().count()) > 0;
    await (await this.flow()).getByRole('button', { name: 'Close', exact: true }).click();
    if (inWindow) await expect(this.dialog()).toHaveCount(0);
  }
  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}

/** Reads and writes on the devnet's fMint contracts, to check what the UI shows and to set up a scene. */
export function fmintChain(rpc: string) {
  const clients = createDevChainClients(rpc);
  return {
    clients,
    collateralValue: (account: `0x${string}`) =>
      clients.public.readContract({
        address: addresses.fMint,
        abi: fantomMintArtifact.abi,
        functionName: 'collateralValueOf',
        args: [account, '0x0000000000000000000000000000000000000000', 0n],
      }) as Promise<bigint>,
    debtValue: (account: `0x${string}`) =>
      clients.public.readContract({
        address: addresses.fMint,
        abi: fantomMintArtifact.abi,
        functionName: 'debtValueOf',
        args: [account, '0x0000000000000000000000000000000000000000', 0n],
      }) as Promise<bigint>,
    maxToMint: (account: `0x${string}`, token: `0x${string}`, ratio: bigint) =>
      clients.public.readContract({
        address: addresses.fMint,
        abi: fantomMintArtifact.abi,
        functionName: 'getMaxToMint',
        args: [account, token, ratio],
      }) as Promise<bigint>,
    balanceOf: (token: `0x${string}`, account: `0x${string}`) =>
      clients.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    setPrice: (owner: `0x${string}`, token: `0x${string}`, price: bigint) =>
      sendTx(clients, {
        from: owner,
        address: addresses.fMintPriceOracle,
        abi: fantomMintPriceOracleArtifact.abi,
        functionName: 'setPrice',
        args: [token, price],
      }),
    getPrice: (token: `0x${string}`) =>
      clients.public.readContract({
        address: addresses.fMintPriceOracle,
        abi: fantomMintPriceOracleArtifact.abi,
        functionName: 'getPrice',
        args: [token],
      }) as Promise<bigint>,
  };
}
