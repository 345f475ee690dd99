import {
  addresses,
  createDevChainClients,
  uniswapFactoryAbi,
  uniswapPairAbi,
  uniswapRouterAbi,
} from '@fantom-wallet/contracts';
import { expect, type Page } from '@playwright/test';
import { erc20Abi } from 'viem';
import { confirmStep } from './confirmStep.ts';
import { PASSWORD, setScheme } from './WalletPages.ts';

/** Page object for fUNI (docs/funi.md): swap, pools, add and remove liquidity, pair detail and the steps. */
export class FuniPages {
  constructor(readonly page: Page) {}

  async openSwap(address: string, tokens: readonly string[] = []): Promise<void> {
    await this.page.goto(`/funi/${address}/swap${tokens.map((t) => `/${t}`).join('')}`);
    await expect(this.page.getByRole('heading', { name: 'fUNI', level: 1 })).toBeVisible();
    await expect(this.submit()).toBeVisible({ timeout: 20_000 });
  }
  async openPools(address: string): Promise<void> {
    await this.page.goto(`/funi/${address}/pools`);
    await expect(this.page.getByTestId('funi-pools').or(this.page.getByTestId('funi-no-pairs'))).toBeVisible({
      timeout: 20_000,
    });
  }
  fromAmount() {
    return this.page.getByRole('textbox', { name: 'From amount' });
  }
  toAmount() {
    return this.page.getByRole('textbox', { name: 'To amount' });
  }
  picker(name: string) {
    return this.page.getByRole('button', { name: new RegExp(`^${name}:`) });
  }
  /** Opens a picker by its label ('From token', 'Second token') and picks a token by its symbol. */
  async pick(name: string, symbol: string): Promise<void> {
    await this.page.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    const list = this.page.getByRole('listbox');
    await expect(list).toBeVisible();
    await list.getByTestId(`token-option-${symbol}`).click();
    await expect(list).toHaveCount(0);
  }
  submit() {
    return this.page.getByTestId('funi-swap-submit');
  }
  /** Fills the password when asked (not while the flow carries it) and presses the step's button. */
  async confirm(button: string, password = PASSWORD): Promise<void> {
    await confirmStep(this.page, this.page.getByRole('button', { name: button, exact: true }), { password });
  }
  async expectSuccess(flow: 'swap' | 'pools/add' | 'pools/remove', title: string): Promise<void> {
    await expect(this.page).toHaveURL(new RegExp(`/funi/0x[0-9a-fA-F]{40}/${flow}/success$`), {
      timeout: 90_000,
    });
    await expect(this.page.getByRole('heading', { name: title })).toBeVisible();
  }
  setScheme(dark: boolean): Promise<void> {
    return setScheme(this.page, dark);
  }
}

/** Reads the devnet straight, to check what the screens show and what a flow did. */
export function funiChain(rpc: string) {
  const clients = createDevChainClients(rpc);
  const router = addresses.uniswapRouter as `0x${string}`;
  return {
    clients,
    token: (token: `0x${string}`, account: `0x${string}`) =>
      clients.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [account],
      }),
    amountsOut: (amount: bigint, path: `0x${string}`[]) =>
      clients.public.readContract({
        address: router,
        abi: uniswapRouterAbi,
        functionName: 'getAmountsOut',
        args: [amount, path],
      }),
    amountsIn: (amount: bigint, path: `0x${string}`[]) =>
      clients.public.readContract({
        address: router,
        abi: uniswapRouterAbi,
        functionName: 'getAmountsIn',
        args: [amount, path],
      }),
    pairOf: (a: `0x${string}`, b: `0x${string}`) =>
      clients.public.readContract({
        address: addresses.uniswapFactory as `0x${string}`,
        abi: uniswapFactoryAbi,
        functionName: 'getPair',
        args: [a, b],
      }),
    reserves: (pair: `0x${string}`) =>
      clients.public.readContract({ address: pair, abi: uniswapPairAbi, functionName: 'getReserves' }),
  };
}
