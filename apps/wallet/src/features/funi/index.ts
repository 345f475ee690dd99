// Public API of the funi feature: its route and menu item. Until the area is built it says 'coming soon'.
import { IconDroplet } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const funiFeature: Feature = {
  name: 'funi',
  routes: [
    {
      path: 'funi/:address/*',
      element: lazyElement(() => import('../../shared/ui/ComingSoonPage.tsx'), 'ComingSoonPage', {
        area: 'funi',
      }),
    },
  ],
  menu: { key: 'funi', path: '/funi/:address', perAccount: true, icon: IconDroplet },
};
