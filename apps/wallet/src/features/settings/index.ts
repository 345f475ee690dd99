// Public API of the settings feature: its route and menu item, and the storage notice the layout shows.
import { IconSettings } from '@tabler/icons-react';
import type { Feature } from '../../shared/feature/Feature.ts';
import { lazyElement } from '../../shared/feature/lazyElement.ts';

export const settingsFeature: Feature = {
  name: 'settings',
  routes: [{ path: 'settings', element: lazyElement(() => import('./SettingsPage.tsx')) }],
  menu: { key: 'settings', path: '/settings', perAccount: false, icon: IconSettings, bottomBar: true },
};

export { StorageNotice } from './StorageNotice.tsx';
