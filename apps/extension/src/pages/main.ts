// Entry of every extension page (the toolbar popup, the request windows, the full wallet in a tab). The wallet's
// stores read chrome.storage.local instead of localStorage: it is read here, before any store loads.
import { replaceBrowserStorage } from '@fantom-wallet/wallet/src/storage/persistence/browserStorage.ts';
import { createExtensionStorage } from './createExtensionStorage.ts';

const extensionStorage = await createExtensionStorage(chrome.storage.local, window.localStorage);
replaceBrowserStorage(extensionStorage.storage);
const { renderPages } = await import('./renderPages.tsx');
await renderPages(extensionStorage);
