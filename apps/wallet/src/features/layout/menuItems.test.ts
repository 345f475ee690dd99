import { describe, expect, it } from 'vitest';
import { menuItemHref, menuItems } from './menuItems.ts';

describe('main menu (spec 1 §2 Main menu)', () => {
  it('lists Home, Wallet, Staking, fMint, fSwap, fUNI, Governance, Settings in order', () => {
    expect(menuItems.map((i) => i.key)).toEqual([
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

  it('wallet-specific items are disabled without an account and carry the address otherwise', () => {
    const staking = menuItems.find((i) => i.key === 'staking');
    if (!staking) throw new Error('no staking item');
    expect(menuItemHref(staking, null)).toBeNull();
    expect(menuItemHref(staking, '0xAb')).toBe('/staking/0xAb');
    const settings = menuItems.find((i) => i.key === 'settings');
    if (!settings) throw new Error('no settings item');
    expect(menuItemHref(settings, null)).toBe('/settings');
  });
});
