// Public API of the send feature: its routes under the account view (loaded on first visit).
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const sendRoutes: RouteObject[] = [
  { path: 'send/*', element: lazyElement(() => import('./SendPage.tsx')) },
];
