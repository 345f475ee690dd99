import type { ComponentType } from 'react';
import { preloadSiteRequest } from './useSiteRequest.ts';
import type { WindowPageName, windowPageOf } from './windowPageName.ts';

/**
 * Each request window's own code: the transaction window (the wallet's confirmation, gas rules, signers), the
 * signature window (viem's typed data, the permit decoder) and the watch-asset window (the token query).
 */
const windowPages = {
  'eip-send-transaction': () => import('./EipSendTransaction.tsx').then((m) => m.EipSendTransaction),
  'eip-sign': () => import('./EipSign.tsx').then((m) => m.EipSign),
  'eip-watch-asset': () => import('./EipWatchAsset.tsx').then((m) => m.EipWatchAsset),
} satisfies Record<WindowPageName, () => Promise<ComponentType>>;

/** The page a request window shows, its code loaded. */
export interface LoadedWindowPage {
  name: WindowPageName;
  Page: ComponentType;
}

/**
 * Loads the code of the window page, and reads its request, before the first render (beside the renderer's code:
 * main.ts). Behind a lazy route the window would show a loader first, and React reveals content that replaces a
 * fallback only after a throttle (bench: site request to approval window shown).
 */
export async function loadWindowPage({
  name,
  id,
}: NonNullable<ReturnType<typeof windowPageOf>>): Promise<LoadedWindowPage> {
  const [Page] = await Promise.all([windowPages[name](), preloadSiteRequest(id)]);
  return { name, Page };
}
