/** The main menu, in order. `perAccount` items carry the current account address and are disabled without one. */
export interface MenuItem {
  key: 'home' | 'wallet' | 'staking' | 'fmint' | 'fswap' | 'funi' | 'governance' | 'settings';
  /** Path for the item; `:address` is replaced by the current account. */
  path: string;
  perAccount: boolean;
}

export const menuItems: readonly MenuItem[] = [
  { key: 'home', path: '/', perAccount: false },
  { key: 'wallet', path: '/account/:address', perAccount: true },
  { key: 'staking', path: '/staking/:address', perAccount: true },
  { key: 'fmint', path: '/fmint/:address', perAccount: true },
  { key: 'fswap', path: '/fswap/:address', perAccount: true },
  { key: 'funi', path: '/funi/:address', perAccount: true },
  { key: 'governance', path: '/gov/:address', perAccount: true },
  { key: 'settings', path: '/settings', perAccount: false },
];

/** The link target of a menu item, or null when it needs an account and none is selected. */
export function menuItemHref(item: MenuItem, address: string | null): string | null {
  if (!item.perAccount) return item.path;
  return address ? item.path.replace(':address', address) : null;
}
