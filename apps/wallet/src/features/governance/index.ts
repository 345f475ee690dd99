// Public API of the governance feature: its routes and menu item. Its screens load on first visit.
import { IconBuildingCommunity } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const governanceFeature: Feature = {
  name: 'governance',
  routes: [{ path: 'gov/:address/*', element: lazyElement(() => import('./routes/GovernanceRoutes.tsx')) }],
  menu: { key: 'governance', path: '/gov/:address', perAccount: true, icon: IconBuildingCommunity },
};
