// Started first thing on every extension page (main.ts imports it before anything else): the read of
// chrome.storage.local the wallet's stores wait for, and the runtime config. Both are under way while the rest of
// the page's first code is evaluated (docs/extension.md#package).
import { loadRuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/loadRuntimeConfig.ts';
import { createExtensionStorage } from './createExtensionStorage.ts';

export const storedState = createExtensionStorage(chrome.storage.local, window.localStorage);
export const runtimeConfig = loadRuntimeConfig();
