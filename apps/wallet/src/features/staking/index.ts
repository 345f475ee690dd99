// Public API of the staking feature: its routes and menu item. Its screens load on first visit.
import { IconStack2 } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

// Chain time as the staking rules read it; governance compares voting dates with the same clock.

export const stakingFeature: Feature = {
  name: 'staking',
  routes: [{ path: 'staking/:address/*', element: lazyElement(() => import('./routes/StakingRoutes.tsx')) }],
  menu: { key: 'staking', path: '/staking/:address', perAccount: true, icon: IconStack2, bottomBar: true },
};
