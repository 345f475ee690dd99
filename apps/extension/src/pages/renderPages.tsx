import '@fantom-wallet/wallet/src/i18n/setup.ts';
import '@mantine/core/styles.css';
import '@fantom-wallet/wallet/src/app/global.css';
import { loadRuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/loadRuntimeConfig.ts';
import { useRuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/useRuntimeConfig.ts';
import { useAccountsStore } from '@fantom-wallet/wallet/src/storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '@fantom-wallet/wallet/src/storage/contacts/useContactsStore.ts';
import { useSentTransactionsStore } from '@fantom-wallet/wallet/src/storage/sentTransactions/useSentTransactionsStore.ts';
import { useSettingsStore } from '@fantom-wallet/wallet/src/storage/settings/useSettingsStore.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createExtensionSigners } from './createExtensionSigners.ts';
import type { createExtensionStorage } from './createExtensionStorage.ts';

const stores = [useAccountsStore, useContactsStore, useSettingsStore, useSentTransactionsStore];

/**
 * Renders the page the hash names: a site request's window (#/eip-…) or the whole wallet (any other route), both
 * with the background's signers. A store another page or the background changed is read again, so every open
 * page shows the same wallets, sites and network.
 */
export async function renderPages(
  storage: Awaited<ReturnType<typeof createExtensionStorage>>,
): Promise<void> {
  chrome.storage.local.onChanged.addListener((changes) => {
    for (const [key, change] of Object.entries(changes)) {
      if (!storage.changed(key, change.newValue)) continue;
      for (const store of stores) if (store.persist.getOptions().name === key) void store.persist.rehydrate();
    }
  });
  useRuntimeConfig.setState(await loadRuntimeConfig(), true);
  const signers = createExtensionSigners();
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  // A request window loads only its own pages, not every area of the wallet (bench: popup opened).
  const page = window.location.hash.startsWith('#/eip-')
    ? await import('./eip/EipApp.tsx').then(({ EipApp }) => <EipApp signers={signers} />)
    : await import('@fantom-wallet/wallet/src/app/App.tsx').then(({ App }) => (
        <App router="hash" signers={signers} />
      ));
  createRoot(root).render(<StrictMode>{page}</StrictMode>);
}
