import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { isMenuEntryActive, menuHref } from '../shared/feature/menuHref.ts';
import { features, menuEntries } from './features.ts';

const routes: RouteObject[] = [{ path: '/', children: features.flatMap((f) => f.routes) }];
const ADDRESS = '0xAb00000000000000000000000000000000000001';

describe('main menu and routes from the feature registry (docs/account.md#main-menu)', () => {
  it('lists Home, Wallet, Staking, fMint, fSwap, fUNI, Governance, Settings in order', () => {
    expect(menuEntries.map((i) => i.key)).toEqual([
      'home',
      'wallet',
      'staking',
      'fmint',
      'fswap',
      'funi',
      'governance',
      'settings',
    ]);
  });

  it('every menu item leads to a route of the same feature, so the menu and the router cannot drift', () => {
    for (const feature of features) {
      if (!feature.menu) continue;
      const href = menuHref(feature.menu, ADDRESS);
      if (href === null) throw new Error(`${feature.name}: no href`);
      const matched = matchRoutes(routes, href);
      expect(matched, `${feature.name}: ${href}`).not.toBeNull();
      const leaf = matched?.at(-1)?.route;
      const own = (list: readonly RouteObject[]): boolean =>
        list.some((r) => r === leaf || own(r.children ?? []));
      expect(own(feature.routes), `${feature.name}: ${href} is served by another feature`).toBe(true);
    }
  });

  it('wallet-specific items are disabled without an account and carry the address otherwise', () => {
    const staking = menuEntries.find((i) => i.key === 'staking');
    const settings = menuEntries.find((i) => i.key === 'settings');
    if (!staking || !settings) throw new Error('missing menu items');
    expect(menuHref(staking, null)).toBeNull();
    expect(menuHref(staking, '0xAb')).toBe('/staking/0xAb');
    expect(menuHref(settings, null)).toBe('/settings');
  });

  it('Home is active on the welcome screen and the dashboard; Wallet on the account view and its children', () => {
    const home = menuEntries.find((i) => i.key === 'home');
    const wallet = menuEntries.find((i) => i.key === 'wallet');
    if (!home || !wallet) throw new Error('missing menu items');
    expect(isMenuEntryActive(home, '/')).toBe(true);
    expect(isMenuEntryActive(home, '/dashboard')).toBe(true);
    expect(isMenuEntryActive(home, '/settings')).toBe(false);
    expect(isMenuEntryActive(wallet, `/account/${ADDRESS}/send`)).toBe(true);
    expect(isMenuEntryActive(wallet, '/accountant')).toBe(false);
  });
});
