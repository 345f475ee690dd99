import type { Address } from '@fantom-wallet/core';
import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { type AppNetwork, buildNetworks, defaultNetworkId } from '@fantom-wallet/wallet/network';
import type { Account, AccountsState, Settings } from '@fantom-wallet/wallet/storage';
import {
  accountsPersistence,
  loadPersisted,
  MAX_WATCHED_TOKENS,
  settingsPersistence,
} from '@fantom-wallet/wallet/storage';
import { isAddressEqual } from 'viem/utils';
import type { StorageArea } from './StorageArea.ts';

/** The stores' text as the pages persist it in chrome.storage.local (same keys as the web app's localStorage). */
function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export function accountsFrom(raw: unknown): Account[] {
  return loadPersisted(text(raw), accountsPersistence).state?.accounts ?? [];
}

export function settingsFrom(raw: unknown): Partial<Settings> {
  return loadPersisted(text(raw), settingsPersistence).state ?? {};
}

/** The addresses `origin` may use, in the wallet's order (docs/extension.md#site-permissions). */
export function siteAccounts(accounts: readonly Account[], origin: string): Address[] {
  return accounts.filter((a) => a.sites?.includes(origin)).map((a) => a.address);
}

export function activeNetworkOf(runtime: RuntimeConfig, settings: Partial<Settings>): AppNetwork {
  const networks = buildNetworks(runtime, settings.customProviders ?? {});
  const fallback = defaultNetworkId(runtime);
  const active =
    networks.find((n) => n.id === (settings.networkId ?? fallback)) ??
    networks.find((n) => n.id === fallback);
  if (!active) throw new Error('No network available');
  return active;
}

/**
 * What the background reads of the wallet's state, always fresh from chrome.storage.local (the pages write it;
 * a worker that Chrome restarted has nothing cached to go stale).
 */
export function createWalletState(local: StorageArea, runtimeConfig: () => Promise<RuntimeConfig>) {
  /** Rewrites the stored accounts with `change`; none stored: nothing is written, and the answer is []. */
  async function updateAccounts(change: (accounts: Account[]) => Account[]): Promise<Account[]> {
    const key = accountsPersistence.key;
    const state: AccountsState | null = loadPersisted(
      text((await local.get(key))[key]),
      accountsPersistence,
    ).state;
    if (!state) return [];
    const accounts = change(state.accounts);
    await local.set({
      [key]: JSON.stringify({ state: { ...state, accounts }, version: accountsPersistence.version }),
    });
    return accounts;
  }

  return {
    async accounts(): Promise<Account[]> {
      return accountsFrom((await local.get(accountsPersistence.key))[accountsPersistence.key]);
    },
    async networks(): Promise<{ networks: AppNetwork[]; active: AppNetwork }> {
      const settings = settingsFrom((await local.get(settingsPersistence.key))[settingsPersistence.key]);
      const runtime = await runtimeConfig();
      return {
        networks: buildNetworks(runtime, settings.customProviders ?? {}),
        active: activeNetworkOf(runtime, settings),
      };
    },
    /** Chooses the network every page and site uses next (the settings store's `networkId`). */
    async switchNetwork(id: AppNetwork['id']): Promise<void> {
      const key = settingsPersistence.key;
      const raw = (await local.get(key))[key];
      const settings = settingsFrom(raw);
      await local.set({
        [key]: JSON.stringify({
          state: { ...settings, networkId: id },
          version: settingsPersistence.version,
        }),
      });
    },
    /**
     * Makes `addresses` exactly the accounts `origin` may use: each listed account gains the site, every other
     * loses it. Returns the site's accounts afterwards.
     */
    async setSiteAccounts(origin: string, addresses: readonly Address[]): Promise<Address[]> {
      const accounts = await updateAccounts((all) =>
        all.map((account) => {
          const others = (account.sites ?? []).filter((site) => site !== origin);
          const chosen = addresses.some((a) => isAddressEqual(a, account.address));
          const sites = chosen ? [...others, origin] : others;
          const { sites: _old, ...rest } = account;
          return sites.length > 0 ? { ...rest, sites } : rest;
        }),
      );
      return siteAccounts(accounts, origin);
    },
    /**
     * Adds `token` on chain `chainId` to the watched tokens of `address` (docs/extension.md#watching-a-token);
     * one already watched stays once. False when the account is gone or watches the most it may already.
     */
    async watchToken(address: Address, chainId: number, token: Address): Promise<boolean> {
      let added = false;
      await updateAccounts((all) =>
        all.map((account) => {
          if (!isAddressEqual(account.address, address)) return account;
          const tokens = account.tokens ?? [];
          const watched = tokens.some((t) => t.chainId === chainId && isAddressEqual(t.address, token));
          added = watched || tokens.length < MAX_WATCHED_TOKENS;
          return watched || !added
            ? account
            : { ...account, tokens: [...tokens, { chainId, address: token }] };
        }),
      );
      return added;
    },
  };
}
export type WalletState = ReturnType<typeof createWalletState>;
