// Public API of the dashboard: its route. It belongs to the Home menu item (the welcome feature's).
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';
import { WalletList } from '../wallets/index.ts';

export const dashboardFeature: Feature = {
  name: 'dashboard',
  routes: [
    {
      path: 'dashboard',
      // With the wallet list it shows at once: loaded after the page, the list appeared below a loader and pushed
      // the three actions down just as a thumb reached for one. A list that failed to load asks again at render.
      element: lazyElement(() =>
        Promise.all([import('./DashboardPage.tsx'), WalletList.preload().catch(() => undefined)]).then(
          ([page]) => page,
        ),
      ),
    },
  ],
};
