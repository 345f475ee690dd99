import type { RuntimeConfig } from '@fantom-wallet/wallet/network';
import { accountsPersistence, settingsPersistence } from '@fantom-wallet/wallet/storage';
import { z } from 'zod';
import type { SiteEventMessage } from '../protocol/siteMessages.ts';
import { accountsFrom, activeNetworkOf, settingsFrom, siteAccounts } from './createWalletState.ts';
import type { StorageArea } from './StorageArea.ts';

const DOCUMENTS_KEY = 'fwallet.siteDocuments';
/** Documents remembered per tab: the one shown and a few the back/forward cache may bring back. */
const DOCUMENTS_PER_TAB = 8;

const siteDocument = z.object({
  documentId: z.string().max(100),
  tabId: z.number().int(),
  origin: z.string(),
});
type SiteDocument = z.infer<typeof siteDocument>;

export interface SiteEventsDependencies {
  session: StorageArea;
  runtimeConfig(): Promise<RuntimeConfig>;
  /** Sends to one document of a tab (chrome.tabs.sendMessage with its documentId), never to whatever the tab shows. */
  send(tabId: number, documentId: string, message: SiteEventMessage): Promise<void>;
}

/**
 * Tells the open pages of each site what changed in the wallet (docs/extension.md#provider-in-the-page): its
 * accounts (accountsChanged) and the active network (chainChanged). Events go to the documents that talked to the
 * extension, by Chrome's documentId, with the origin they are for: a tab that went back to another page (from the
 * back/forward cache or reloaded) never hears the events of the site it left. The documents are remembered in
 * chrome.storage.session, so a restarted worker still knows them.
 */
export function createSiteEvents({ session, runtimeConfig, send }: SiteEventsDependencies) {
  const documents = async (): Promise<SiteDocument[]> => {
    const parsed = z.array(siteDocument).safeParse((await session.get(DOCUMENTS_KEY))[DOCUMENTS_KEY]);
    return parsed.success ? parsed.data : [];
  };
  const broadcast = async (payloadFor: (origin: string) => SiteEventMessage['payload'] | undefined) => {
    for (const { documentId, tabId, origin } of await documents()) {
      const payload = payloadFor(origin);
      if (payload)
        await send(tabId, documentId, { channel: 'fwallet-event', origin, payload }).catch(() => undefined);
    }
  };
  return {
    async remember(tabId: number, origin: string, documentId: string) {
      const known = await documents();
      const last = known.at(-1);
      if (last?.documentId === documentId && last.tabId === tabId && last.origin === origin) return;
      const others = known.filter((d) => d.documentId !== documentId);
      const ofTab = others.filter((d) => d.tabId === tabId);
      const dropped = new Set(ofTab.slice(0, Math.max(0, ofTab.length - (DOCUMENTS_PER_TAB - 1))));
      await session.set({
        [DOCUMENTS_KEY]: [...others.filter((d) => !dropped.has(d)), { documentId, tabId, origin }],
      });
    },
    async forget(tabId: number) {
      await session.set({ [DOCUMENTS_KEY]: (await documents()).filter((d) => d.tabId !== tabId) });
    },
    async changed(changes: Record<string, { oldValue?: unknown; newValue?: unknown }>) {
      const accounts = changes[accountsPersistence.key];
      if (accounts) {
        const before = accountsFrom(accounts.oldValue);
        const after = accountsFrom(accounts.newValue);
        await broadcast((origin) => {
          const now = siteAccounts(after, origin);
          return now.join() === siteAccounts(before, origin).join()
            ? undefined
            : { event: 'accountsChanged', data: now };
        });
      }
      const settings = changes[settingsPersistence.key];
      if (settings) {
        const runtime = await runtimeConfig();
        const before = activeNetworkOf(runtime, settingsFrom(settings.oldValue)).chainId;
        const after = activeNetworkOf(runtime, settingsFrom(settings.newValue)).chainId;
        if (before !== after)
          await broadcast(() => ({ event: 'chainChanged', data: `0x${after.toString(16)}` }));
      }
    },
  };
}
