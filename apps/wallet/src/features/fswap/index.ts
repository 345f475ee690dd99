// Public API of the fswap feature: its routes and menu item. Its screens load on first visit.
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const fswapFeature: Feature = {
  name: 'fswap',
  routes: [{ path: 'fswap/:address/*', element: lazyElement(() => import('./routes/FswapRoutes.tsx')) }],
  menu: { key: 'fswap', path: '/fswap/:address', perAccount: true, icon: IconArrowsExchange },
};
