// Public API of the account history feature: its page (the account view's default child, loaded on first visit).
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const historyRoutes: RouteObject[] = [
  { index: true, element: lazyElement(() => import('./AccountHistoryPage.tsx')) },
];
