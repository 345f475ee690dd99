// Public API of the dashboard: its route. It belongs to the Home menu item (the welcome feature's).
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const dashboardFeature: Feature = {
  name: 'dashboard',
  routes: [{ path: 'dashboard', element: lazyElement(() => import('./DashboardPage.tsx')) }],
};
