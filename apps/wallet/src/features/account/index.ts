// Public API of the account feature: the account view (/account/{address}) with its children (the history, send
// and receive routes, the revoke confirmation of the Approvals tab) and the Wallet menu item.
import { IconWallet } from '@tabler/icons-react';
import { matchPath } from 'react-router';
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
  preloadData: (pathname, queryClient, configured) => {
    const address = matchPath('/account/:address/*', pathname)?.params.address;
    if (!address) return undefined;
    // The history is the account view's own page; its children (send, receive…) show the heading only.
    const withHistory = matchPath('/account/:address', pathname) !== null;
    return Promise.all([import('./preloadAccountData.ts'), configured]).then(([{ preloadAccountData }]) =>
      preloadAccountData(queryClient, address, withHistory),
    );
  },
};
