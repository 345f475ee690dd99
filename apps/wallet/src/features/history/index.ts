// Public API of the account history feature: its page (the account view's default child, loaded on first visit)
// and the account's ERC-20 assets query that the send form uses.
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const historyRoutes: RouteObject[] = [
  { index: true, element: lazyElement(() => import('./AccountHistoryPage.tsx')) },
];

export { erc20AssetsQuery, useErc20Assets } from './useErc20Assets.ts';
