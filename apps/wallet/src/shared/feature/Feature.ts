import type { Icon } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';

/** The main menu's items, in the order the app registers their features (Home … Settings). */
export type MenuKey = 'home' | 'wallet' | 'staking' | 'fmint' | 'fswap' | 'funi' | 'governance' | 'settings';

/** A feature's item in the main menu; its label is the `menu.<key>` text. */
export interface MenuEntry {
  key: MenuKey;
  /** Where the item leads; `:address` is replaced by the current account's address. */
  path: string;
  /** Needs an account: disabled (no link) while none is selected. */
  perAccount: boolean;
  icon: Icon;
  /** Also shown on the small screens' bottom bar. */
  bottomBar?: boolean;
  /** Other paths that count as this item's page (Home is also the dashboard). */
  alsoActiveOn?: readonly string[];
}

/**
 * What a feature gives the app, from its `index.ts`: its routes (under the app layout) and its menu item, side by
 * side, so the router and the menu cannot drift apart. Route elements load their pages lazily, so registering
 * a feature adds nothing but this object to the first load.
 */
export interface Feature {
  name: string;
  routes: RouteObject[];
  menu?: MenuEntry;
  /**
   * Starts the first requests of the page at `pathname`, if it is one of this feature's, in `queryClient` before
   * the app's first render (main.tsx), once `configured` (the network is known): the same queries the page's
   * components make, so they find them answered. Its code may load meanwhile.
   */
  preloadData?: (
    pathname: string,
    queryClient: QueryClient,
    configured: Promise<unknown>,
  ) => Promise<unknown> | undefined;
}
