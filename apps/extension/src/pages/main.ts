// Entry of every extension page (the toolbar popup, the request windows, the full wallet in a tab). The wallet's
// stores read chrome.storage.local instead of localStorage: that read starts first (readStoredState.ts), what
// needs no stored state (pageBasics.ts) loads with this entry meanwhile, and the stores load once the read is
// done (docs/extension.md#package).
import { runtimeConfig, storedState } from './readStoredState.ts';
import './pageBasics.ts';
import { replaceBrowserStorage } from '@fantom-wallet/wallet/src/storage/persistence/browserStorage.ts';

const extensionStorage = await storedState;
replaceBrowserStorage(extensionStorage.storage);
const { renderPages } = await import('./renderPages.tsx');
await renderPages(extensionStorage, runtimeConfig);
