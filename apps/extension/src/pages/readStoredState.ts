// Started as soon as an extension page's entry runs (main.ts): the read of chrome.storage.local the wallet's
// stores wait for, and the runtime config, both at once (docs/extension.md#package).
import { loadRuntimeConfig } from '@fantom-wallet/wallet/network';
import { createExtensionStorage } from './createExtensionStorage.ts';

export const storedState = createExtensionStorage(chrome.storage.local, window.localStorage);
export const runtimeConfig = loadRuntimeConfig();
