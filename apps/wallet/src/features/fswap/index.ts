// Public API of the fswap feature: its route and menu item. Until the area is built it says 'coming soon'.
import { IconArrowsExchange } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const fswapFeature: Feature = {
  name: 'fswap',
  routes: [
    {
      path: 'fswap/:address/*',
      element: lazyElement(() => import('../../shared/ui/ComingSoonPage.tsx'), 'ComingSoonPage', {
        area: 'fswap',
      }),
    },
  ],
  menu: { key: 'fswap', path: '/fswap/:address', perAccount: true, icon: IconArrowsExchange },
};
