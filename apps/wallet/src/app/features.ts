import { accountFeature } from '../features/account/index.ts';
import { dashboardFeature } from '../features/dashboard/index.ts';
import { fmintFeature } from '../features/fmint/index.ts';
import { fswapFeature } from '../features/fswap/index.ts';
import { funiFeature } from '../features/funi/index.ts';
import { governanceFeature } from '../features/governance/index.ts';
import { settingsFeature } from '../features/settings/index.ts';
import { stakingFeature } from '../features/staking/index.ts';
import { welcomeFeature } from '../features/welcome/index.ts';
import type { Feature, MenuEntry } from '../shared/feature/Feature.ts';

/**
 * Every feature with routes, registered in main-menu order (Home, Wallet, Staking, fMint, fSwap, fUNI, Governance,
 * Settings). A new area is one more line here; its routes and menu item come together from its index.ts.
 */
export const features: readonly Feature[] = [
  welcomeFeature,
  dashboardFeature,
  accountFeature,
  stakingFeature,
  fmintFeature,
  fswapFeature,
  funiFeature,
  governanceFeature,
  settingsFeature,
];

/** The main menu: each registered feature's item, in registration order. */
export const menuEntries: readonly MenuEntry[] = features.flatMap((f) => (f.menu ? [f.menu] : []));
