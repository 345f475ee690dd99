// Entry of every extension page (the toolbar popup, the request windows, the full wallet in a tab). The wallet's
// stores read chrome.storage.local instead of localStorage: it is read here, before any store loads. Meanwhile
// the runtime config is read and what needs no stored state loads (pageBasics.ts), so the first paint waits for
// the slowest of them, not for each in turn (docs/extension.md#package).
import { replaceBrowserStorage } from '@fantom-wallet/wallet/src/storage/persistence/browserStorage.ts';
import { createExtensionStorage } from './createExtensionStorage.ts';

const runtimeConfig = import('@fantom-wallet/wallet/src/shared/network/loadRuntimeConfig.ts').then(
  ({ loadRuntimeConfig }) => loadRuntimeConfig(),
);
const [extensionStorage] = await Promise.all([
  createExtensionStorage(chrome.storage.local, window.localStorage),
  import('./pageBasics.ts'),
]);
replaceBrowserStorage(extensionStorage.storage);
const { renderPages } = await import('./renderPages.tsx');
await renderPages(extensionStorage, runtimeConfig);
