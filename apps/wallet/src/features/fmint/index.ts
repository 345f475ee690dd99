// Public API of the fmint feature: its route and menu item, and the 'Deposited' amount the account's Assets tab
// shows. Both load on first use, so the first screen holds none of fMint's code.
import { IconCoins } from '@tabler/icons-react';
import { lazy } from 'react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const DepositedAmount = lazy(() => import('./overview/DepositedAmount.tsx'));

export const fmintFeature: Feature = {
  name: 'fmint',
  routes: [{ path: 'fmint/:address/*', element: lazyElement(() => import('./routes/FmintRoutes.tsx')) }],
  menu: { key: 'fmint', path: '/fmint/:address', perAccount: true, icon: IconCoins },
};
