// Public API of the account history feature: its page (the account view's default child, loaded on first visit)
// and its first query, which the account page starts before its first render.
import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';

export const historyRoutes: RouteObject[] = [
  { index: true, element: lazyElement(() => import('./AccountHistoryPage.tsx')) },
];

/** Starts the first page of `address`'s history in `queryClient` (its module loads with the page's, not with the app). */
export const preloadAccountHistory = (queryClient: QueryClient, network: AppNetwork, address: string) =>
  import('./useAccountHistory.ts').then(({ accountHistoryQuery }) =>
    queryClient.prefetchInfiniteQuery(accountHistoryQuery(network, address)),
  );
