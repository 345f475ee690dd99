// Public API of the account feature: the account view (/account/{address}) with its children (the history, send
// and receive routes, the revoke confirmation of the Approvals tab) and the Wallet menu item.
import { IconWallet } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';
import { approvalsRoutes } from '../approvals/index.ts';
import { historyRoutes } from '../history/index.ts';
import { sendRoutes } from '../send/index.ts';

export const accountFeature: Feature = {
  name: 'account',
  routes: [
    {
      path: 'account/:address',
      element: lazyElement(() => import('./AccountLayout.tsx')),
      children: [
        ...historyRoutes,
        ...approvalsRoutes,
        ...sendRoutes,
        { path: 'receive', element: lazyElement(() => import('./ReceivePage.tsx')) },
      ],
    },
  ],
  menu: { key: 'wallet', path: '/account/:address', perAccount: true, icon: IconWallet, bottomBar: true },
};
