import type { RuntimeConfig } from '@fantom-wallet/wallet/src/shared/network/RuntimeConfig.ts';
import { accountsPersistence } from '@fantom-wallet/wallet/src/storage/accounts/accountsPersistence.ts';
import { settingsPersistence } from '@fantom-wallet/wallet/src/storage/settings/settingsPersistence.ts';
import { z } from 'zod';
import type { SiteEvent } from '../protocol/siteMessages.ts';
import { accountsFrom, activeNetworkOf, settingsFrom, siteAccounts } from './createWalletState.ts';
import type { StorageArea } from './StorageArea.ts';

const TABS_KEY = 'fwallet.siteTabs';

export interface SiteEventsDependencies {
  session: StorageArea;
  runtimeConfig(): Promise<RuntimeConfig>;
  send(tabId: number, message: { channel: 'fwallet-event'; payload: SiteEvent }): Promise<void>;
}

/**
 * Tells the open pages of each site what changed in the wallet (docs/extension.md#provider-in-the-page): its
 * accounts (accountsChanged) and the active network (chainChanged). The tabs that talked to the extension are
 * remembered in chrome.storage.session, so a restarted worker still knows them.
 */
export function createSiteEvents({ session, runtimeConfig, send }: SiteEventsDependencies) {
  const tabs = async (): Promise<Record<string, string>> => {
    const parsed = z.record(z.string(), z.string()).safeParse((await session.get(TABS_KEY))[TABS_KEY]);
    return parsed.success ? parsed.data : {};
  };
  const broadcast = async (payloadFor: (origin: string) => SiteEvent | undefined) => {
    for (const [tabId, origin] of Object.entries(await tabs())) {
      const payload = payloadFor(origin);
      if (payload) await send(Number(tabId), { channel: 'fwallet-event', payload }).catch(() => undefined);
    }
  };
  return {
    async remember(tabId: number, origin: string) {
      const known = await tabs();
      if (known[tabId] !== origin) await session.set({ [TABS_KEY]: { ...known, [tabId]: origin } });
    },
    async forget(tabId: number) {
      const { [tabId]: _gone, ...rest } = await tabs();
      await session.set({ [TABS_KEY]: rest });
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
