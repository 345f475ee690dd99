// Public API of the approvals feature (docs/approvals.md#in-the-wallet): the account's Approvals tab with its count,
// and the revoke confirmation's route under the account view. The account view's routes are part of the first
// load, so everything here loads on first use: the tab and its count in a chunk of their own, the confirmation on
// first visit.
import { createElement, lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

const LazyApprovalsTab = lazy(() =>
  import('./list/ApprovalsTab.tsx').then((m) => ({ default: m.ApprovalsTab })),
);
const LazyApprovalsCount = lazy(() =>
  import('./list/ApprovalsCount.tsx').then((m) => ({ default: m.ApprovalsCount })),
);

/** The Approvals tab's list and Revoke. */
export function ApprovalsTab({ address }: { address: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyApprovalsTab, { address }));
}

/** ' (n)' after the tab's name once the list is read. */
export function ApprovalsCount({ address }: { address: string }) {
  return createElement(Suspense, { fallback: null }, createElement(LazyApprovalsCount, { address }));
}

export const approvalsRoutes: RouteObject[] = [
  { path: 'approvals/revoke', element: lazyElement(() => import('./revoke/RevokeConfirmation.tsx')) },
];
