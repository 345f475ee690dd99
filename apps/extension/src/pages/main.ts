// Entry of every extension page (the toolbar popup, the request windows, the full wallet in a tab). What needs no
// stored state (pageBasics.ts) loads with this entry, preloaded by the page's HTML as it parses; the read of
// chrome.storage.local and the runtime config start as soon as it runs (readStoredState.ts); the wallet's stores,
// which read chrome.storage.local instead of localStorage, load once that read is done (docs/extension.md#package).
import { replaceBrowserStorage } from '@fantom-wallet/wallet/storage';
import { windowPageOf } from './eip/windowPageName.ts';
import { windowBasics } from './pageBasics.ts';
import { runtimeConfig, storedState } from './readStoredState.ts';

if (windowBasics.some((part) => part === undefined)) throw new Error('The page could not load its UI kit.');
const extensionStorage = await storedState;
replaceBrowserStorage(extensionStorage.storage);
// A request window's own code, and its request, load beside the renderer, not after it.
const opened = windowPageOf(window.location.hash);
const [{ renderPages }, windowPage] = await Promise.all([
  import('./renderPages.tsx'),
  opened && import('./eip/windowPages.ts').then(({ loadWindowPage }) => loadWindowPage(opened)),
]);
await renderPages(extensionStorage, runtimeConfig, windowPage);
