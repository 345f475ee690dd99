// Public API of the fmint feature: its route and menu item (its screens load on first visit), and the deposited
// amounts the account's Assets tab shows.
import { IconCoins } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export { useFmintDeposits } from './data/useFmintDeposits.ts';

export const fmintFeature: Feature = {
  name: 'fmint',
  routes: [{ path: 'fmint/:address/*', element: lazyElement(() => import('./routes/FmintRoutes.tsx')) }],
  menu: { key: 'fmint', path: '/fmint/:address', perAccount: true, icon: IconCoins },
};
