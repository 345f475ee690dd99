// Public API of the funi feature: its routes and menu item. Its screens load on first visit.
import { IconDroplet } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const funiFeature: Feature = {
  name: 'funi',
  routes: [{ path: 'funi/:address/*', element: lazyElement(() => import('./routes/FuniRoutes.tsx')) }],
  menu: { key: 'funi', path: '/funi/:address', perAccount: true, icon: IconDroplet },
};
