// Public API of the fmint feature: its route and menu item. Until the area is built it says 'coming soon'.
import { IconCoins } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const fmintFeature: Feature = {
  name: 'fmint',
  routes: [
    {
      path: 'fmint/:address/*',
      element: lazyElement(() => import('../../shared/ui/ComingSoonPage.tsx'), 'ComingSoonPage', {
        area: 'fmint',
      }),
    },
  ],
  menu: { key: 'fmint', path: '/fmint/:address', perAccount: true, icon: IconCoins },
};
