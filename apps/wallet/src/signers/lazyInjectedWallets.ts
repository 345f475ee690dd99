import type { InjectedWallet } from './injected/InjectedWallet.ts';

/**
 * The browser wallets in the page (docs/external-wallets.md#injected), with their discovery (and mipd) loaded with
 * import() on the first call: the screens that list them load it only once they open.
 */
export function lazyInjectedWallets(): Promise<InjectedWallet[]> {
  return import('./injected/discoverInjectedWallets.ts').then((m) => m.discoverInjectedWallets());
}
