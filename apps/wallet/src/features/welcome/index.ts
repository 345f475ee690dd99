// Public API of the welcome feature: the first screen (in the initial bundle: it is what a newcomer sees first)
// and the Home menu item, which also covers the dashboard.
import { IconHome } from '@tabler/icons-react';
import { createElement } from 'react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { WelcomePage } from './WelcomePage.tsx';

export const welcomeFeature: Feature = {
  name: 'welcome',
  routes: [{ index: true, element: createElement(WelcomePage) }],
  menu: {
    key: 'home',
    path: '/',
    perAccount: false,
    icon: IconHome,
    bottomBar: true,
    alsoActiveOn: ['/dashboard'],
  },
};

export { WelcomeHero } from './WelcomeHero.tsx';
/** The welcome screen, and its top part, which the build pre-renders into index.html. */
export { WelcomePage };
