import './pageBasics.ts';
import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { useRuntimeConfig } from '@fantom-wallet/wallet/network';
import {
  useAccountsStore,
  useContactsStore,
  useSentTransactionsStore,
  useSettingsStore,
} from '@fantom-wallet/wallet/storage';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { createExtensionStorage } from './createExtensionStorage.ts';
import { EipApp } from './eip/EipApp.tsx';
import type { LoadedWindowPage } from './eip/windowPages.ts';

const stores = [useAccountsStore, useContactsStore, useSettingsStore, useSentTransactionsStore];

/**
 * Renders the page the hash names: a site request's window (#/eip-…) or the whole wallet (any other route), both
 * with the background's signers (the request windows create them in the transaction window, the only one that
 * signs). A store another page or the background changed is read again, so every open page shows the same
 * wallets, sites and network.
 */
export async function renderPages(
  storage: Awaited<ReturnType<typeof createExtensionStorage>>,
  runtimeConfig: Promise<RuntimeConfig>,
  /** A request window's page, loaded (windowPages.ts). */
  windowPage: LoadedWindowPage | undefined,
): Promise<void> {
  const apply = (key: string, value: unknown) => {
    if (!storage.changed(key, value)) return;
    for (const store of stores) if (store.persist.getOptions().name === key) void store.persist.rehydrate();
  };
  chrome.storage.local.onChanged.addListener((changes) => {
    for (const [key, change] of Object.entries(changes)) apply(key, change.newValue);
  });
  // A change made between the page's first read and this listener (another page switching the network while
  // this window loaded) would otherwise go unseen: read once more, after the first render's work.
  void chrome.storage.local.get(null).then((all) => {
    for (const store of stores) {
      const key = store.persist.getOptions().name;
      if (key !== undefined) apply(key, all[key]);
    }
  });
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A request window loads only its own page (with this module, or, for the windows with code of their own, beside
  // it: main.ts), not every area of the wallet (bench: popup opened); the full wallet's code loads while the
  // runtime config is read.
  const page = window.location.hash.startsWith('#/eip-')
    ? Promise.resolve(<EipApp page={windowPage} />)
    : Promise.all([
        import('./fullStyles.ts'),
        import('@fantom-wallet/wallet/app'),
        import('./createExtensionSigners.ts'),
      ]).then(([, { App }, { createExtensionSigners }]) => (
        <App router="hash" signers={createExtensionSigners()} />
      ));
  const [config, element] = await Promise.all([runtimeConfig, page]);
  useRuntimeConfig.setState(config, true);
  createRoot(root).render(<StrictMode>{element}</StrictMode>);
}
