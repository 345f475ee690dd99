// Public API of the approvals feature (docs/approvals.md#in-the-wallet): the account's Approvals tab with its count,
// and the revoke confirmation's route under the account view. The account view's routes are part of the first
// load, so everything here loads on first use: the tab and its count in a chunk of their own, the confirmation on
// first visit.
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';
import { quietLazy } from '../../shared/feature/quietLazy.ts';

/** The Approvals tab's list and Revoke. */
export const ApprovalsTab = quietLazy<{ address: string }>(
  () => import('./list/ApprovalsTab.tsx'),
  'ApprovalsTab',
);

/** ' (n)' after the tab's name once the list is read. */
export const ApprovalsCount = quietLazy<{ address: string }>(
  () => import('./list/ApprovalsCount.tsx'),
  'ApprovalsCount',
);

export const approvalsRoutes: RouteObject[] = [
  { path: 'approvals/revoke', element: lazyElement(() => import('./revoke/RevokeConfirmation.tsx')) },
];
