import type { Eip1193Provider } from '../external/Eip1193Provider.ts';

/** What the wallet uses of the SDK's provider (typed here: the SDK loads lazily). */
export interface CoinbaseProvider extends Eip1193Provider {
  disconnect(): Promise<void>;
}

/** Where the SDK opens its popup: the runtime config's keys URL (tests), else the SDK's own (keys.coinbase.com). */
export interface CoinbaseSettings {
  keysUrl?: string | undefined;
}

let loaded: { key: string; provider: Promise<CoinbaseProvider> } | undefined;

/**
 * The page's Coinbase Wallet provider, from `@coinbase/wallet-sdk` v4 loaded with import() when Connect opens (so
 * the click that connects can open the popup at once, as browsers require) and kept: the SDK restores its
 * session from its own storage, so a reload stays connected. Only the active network's chain is offered
 * (docs/external-wallets.md#coinbase-wallet).
 */
export function loadCoinbaseProvider(settings: CoinbaseSettings, chainId: number): Promise<CoinbaseProvider> {
  const key = JSON.stringify([settings.keysUrl, chainId]);
  if (loaded?.key === key) return loaded.provider;
  const provider = import('@coinbase/wallet-sdk').then(({ createCoinbaseWalletSDK }) => {
    const sdk = createCoinbaseWalletSDK({
      appName: 'Fantom Wallet',
      appChainIds: [chainId],
      preference: { options: 'all', ...(settings.keysUrl ? { keysUrl: settings.keysUrl } : {}) },
    });
    return sdk.getProvider() as unknown as CoinbaseProvider;
  });
  loaded = { key, provider };
  provider.catch(() => {
    if (loaded?.provider === provider) loaded = undefined;
  });
  return provider;
}

/** The provider if the SDK is loaded already (never loads it by itself). */
export function loadedCoinbaseProvider(): Promise<CoinbaseProvider | undefined> {
  return loaded ? loaded.provider.catch(() => undefined) : Promise.resolve(undefined);
}

/**
 * The SDK's provider as the external signer asks it: before any connection the SDK refuses eth_accounts
 * (4100) where a wallet answers no accounts, which is what "not connected" means to the signer.
 */
export function asExternalProvider(provider: CoinbaseProvider): Eip1193Provider {
  return {
    async request(args) {
      if (args.method !== 'eth_accounts') return provider.request(args);
      return provider.request(args).catch(() => []);
    },
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  };
}

/**
 * Ends the Coinbase session (the wallet was removed): the SDK disconnects and clears what it keeps in the page's
 * storage. With `restore`, a page that has not loaded the SDK yet (removed right after a reload) loads it, which
 * picks up the stored session, so that session is cleared too and no later Connect reuses it.
 */
export async function disconnectCoinbase(restore?: {
  settings: CoinbaseSettings;
  chainId: number;
}): Promise<void> {
  const provider = restore
    ? await (loaded?.provider ?? loadCoinbaseProvider(restore.settings, restore.chainId)).catch(
        () => undefined,
      )
    : await loadedCoinbaseProvider();
  if (typeof provider?.disconnect === 'function') await provider.disconnect().catch(() => undefined);
}
