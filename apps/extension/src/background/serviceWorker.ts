// The extension's background (docs/extension.md#keys-and-state): the signer over the extension's IndexedDB, the
// sites' requests and their windows. Chrome may stop it at any moment: everything that must survive is in
// chrome.storage (session for requests, local for the wallet's stores); only the remembered password is not.

import { loadRuntimeConfig } from '@fantom-wallet/wallet/network';
import { createSigner } from '@fantom-wallet/wallet/signer-worker';
import { accountsPersistence, keystoreDb, settingsPersistence } from '@fantom-wallet/wallet/storage';
import { isSiteOrigin } from '../protocol/isSiteOrigin.ts';
import { createRequestStore } from './createRequestStore.ts';
import { createSiteEvents } from './createSiteEvents.ts';
import { createSiteRequests } from './createSiteRequests.ts';
import { createWalletState } from './createWalletState.ts';
import { forwardRpc } from './forwardRpc.ts';
import type { PendingRequest } from './PendingRequest.ts';
import { createMessageRouter } from './routeMessage.ts';

const runtimeConfig = loadRuntimeConfig((_, init) =>
  fetch(chrome.runtime.getURL('runtime-config.json'), init),
);
/** A tab navigated or reloaded (its `status` changed; no permission is needed to see that). */
const onTabUpdated = (tabId: number, change: { status?: string | undefined }) => {
  if (change.status !== undefined) void sites.tabUpdated(tabId);
};
/**
 * Listens to tab changes only while a request waits on a tab: a listener always there would wake this worker
 * for every page load in the browser.
 */
function watchTabs(requests: readonly PendingRequest[]): void {
  const waiting = requests.some((r) => r.state === 'open' && r.tabId !== undefined);
  if (waiting && !chrome.tabs.onUpdated.hasListener(onTabUpdated))
    chrome.tabs.onUpdated.addListener(onTabUpdated);
  if (!waiting) chrome.tabs.onUpdated.removeListener(onTabUpdated);
}

const store = createRequestStore(chrome.storage.session, Date.now, watchTabs);
const wallet = createWalletState(chrome.storage.local, () => runtimeConfig);

const sites = createSiteRequests({
  store,
  wallet,
  rpc: forwardRpc,
  async openWindow(path) {
    const created = await chrome.windows.create({
      url: chrome.runtime.getURL(`index.html#/${path}`),
      type: 'popup',
      width: 360,
      height: 600,
      focused: true,
    });
    return created?.id;
  },
  closeWindow: (windowId) => chrome.windows.remove(windowId),
  // A document that is gone (navigated away, closed, put in the back/forward cache) cannot be reached.
  documentAlive: (tabId, documentId) =>
    chrome.tabs
      .sendMessage(tabId, { channel: 'fwallet-ping' }, { documentId })
      .then(() => true)
      .catch(() => false),
});

const route = createMessageRouter({
  extensionId: chrome.runtime.id,
  extensionOrigin: new URL(chrome.runtime.getURL('')).origin,
  signer: createSigner({ db: keystoreDb() }),
  sites,
});

const events = createSiteEvents({
  session: chrome.storage.session,
  runtimeConfig: () => runtimeConfig,
  send: (tabId, documentId, message) =>
    chrome.tabs.sendMessage(tabId, message, { documentId }).then(() => undefined),
});

chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
  void (async () => {
    if (
      sender.tab?.id !== undefined &&
      sender.frameId === 0 &&
      sender.documentId !== undefined &&
      sender.documentLifecycle === 'active' &&
      sender.origin &&
      isSiteOrigin(sender.origin)
    )
      await events.remember(sender.tab.id, sender.origin, sender.documentId);
    sendResponse(await route(message, sender));
  })().catch(() =>
    sendResponse({ ok: false, error: { name: 'ExtensionError', code: 'FAILED', message: 'Failed.' } }),
  );
  return true;
});

chrome.windows.onRemoved.addListener((windowId) => void sites.windowClosed(windowId));
chrome.tabs.onRemoved.addListener((tabId) => {
  void events.forget(tabId);
  void sites.tabClosed(tabId);
});
// A worker Chrome restarted watches the tabs of the requests it finds, and checks their documents are still there.
void store.all().then(async (requests) => {
  watchTabs(requests);
  const tabs = new Set(
    requests.flatMap((r) => (r.state === 'open' && r.tabId !== undefined ? [r.tabId] : [])),
  );
  for (const tabId of tabs) await sites.tabUpdated(tabId);
});
chrome.storage.local.onChanged.addListener((changes) => {
  void events.changed(changes);
  if (changes[accountsPersistence.key]) void sites.accountsChanged();
  if (changes[settingsPersistence.key]) void sites.networkChanged();
});
