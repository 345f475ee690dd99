// Public API of the governance feature: its route and menu item. Until the area is built it says 'coming soon'.
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const governanceFeature: Feature = {
  name: 'governance',
  routes: [
    {
      path: 'gov/:address/*',
      element: lazyElement(() => import('../../shared/ui/ComingSoonPage.tsx'), 'ComingSoonPage', {
        area: 'governance',
      }),
    },
  ],
  menu: { key: 'governance', path: '/gov/:address', perAccount: true, icon: IconBuildingCommunity },
};
