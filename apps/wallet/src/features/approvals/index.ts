// Public API of the approvals feature (docs/approvals.md#in-the-wallet): the account's Approvals tab and the
// revoke confirmation's route under the account view. The confirmation loads on first visit.
import type { RouteObject } from 'react-router';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export { useApprovals } from './data/useApprovals.ts';
export { ApprovalsTab } from './list/ApprovalsTab.tsx';

export const approvalsRoutes: RouteObject[] = [
  { path: 'approvals/revoke', element: lazyElement(() => import('./revoke/RevokeConfirmation.tsx')) },
];
