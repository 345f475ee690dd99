import { createDevChainClients } from '@fantom-wallet/contracts';
import { expect, type Page } from '@playwright/test';
import { erc20Abi } from 'viem';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme } from './WalletPages.ts';

/** Page object for the fSwap screen (docs/fswap.md): the form, its pickers and slider, and the swap's steps. */
export class FswapPages {
  constructor(readonly page: Page) {}

  async open(address: string, query = ''): Promise<void> {
    await this.page.goto(`/fswap/${address}${query}`);
    await expect(this.page.getByRole('heading', { name: 'fSwap', level: 1 })).toBeVisible();
    await expect(this.price()).toBeVisible({ timeout: 20_000 });
  }
  fromAmount() {
    return this.page.getByLabel('From amount');
  }
  toAmount() {
    return this.page.getByLabel('To amount');
  }
  fromPicker() {
    return this.page.getByRole('button', { name: /^From token:/ });
  }
  toPicker() {
    return this.page.getByRole('button', { name: /^To token:/ });
  }
  /** Opens a picker and picks a token by its symbol. */
  async pick(side: 'from' | 'to', symbol: string): Promise<void> {
    await (side === 'from' ? this.fromPicker() : this.toPicker()).click();
    const list = this.page.getByRole('listbox');
    await expect(list).toBeVisible();
    await list.getByTestId(`token-option-${symbol}`).click();
    await expect(list).toHaveCount(0);
  }
  mark(percent: number) {
    return this.page.getByRole('group', { name: 'Quick percentages' }).getByRole('button', {
      name: `${percent}%`,
      exact: true,
    });
  }
  price() {
    return this.page.getByTestId('fswap-price');
  }
  max() {
    return this.page.getByTestId('fswap-max');
  }
  minimum() {
    return this.page.getByTestId('fswap-minimum');
  }
  submitButton() {
    return this.page.getByRole('button', { name: 'Swap', exact: true });
  }
  async submit(steps: number): Promise<void> {
    await expect(this.submitButton()).toBeEnabled();
    await this.submitButton().click();
    await expect(this.page.getByRole('heading', { name: `Confirmation (1/${steps})` })).toBeVisible();
  }
  /** Fills the password when asked (not while the signer remembers it) and presses the step's button. */
  async confirm(button: 'Confirm' | 'Allow' = 'Confirm', password = PASSWORD): Promise<void> {
    await confirmStep(this.page, this.page.getByRole('button', { name: button, exact: true }), { password });
  }
  async expectSuccess(): Promise<void> {
    await expect(this.page).toHaveURL(/\/fswap\/0x[0-9a-fA-F]{40}\/success$/, { timeout: 60_000 });
    await expect(this.page.getByRole('heading', { name: 'Swap Successful' })).toBeVisible();
  }
  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}

/** Reads balances straight from the devnet, to check what a swap did. */
export function fswapChain(rpc: string) {
  const clients = createDevChainClients(rpc);
  return {
    native: (account: `0x${string}`) => clients.public.getBalance({ address: account }),
    token: (token: `0x${string}`, account: `0x${string}`) =>
      clients.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
  };
}
