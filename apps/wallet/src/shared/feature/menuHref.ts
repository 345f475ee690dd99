import type { MenuEntry } from './Feature.ts';

/** The link target of a menu item, or null when it needs an account and none is selected. */
export function menuHref(item: MenuEntry, address: string | null): string | null {
  if (!item.perAccount) return item.path;
  return address ? item.path.replace(':address', address) : null;
}

/** Whether the current path belongs to the menu item (e.g. /account/0x…/send belongs to Wallet). */
export function isMenuEntryActive(item: MenuEntry, pathname: string): boolean {
  if (item.alsoActiveOn?.includes(pathname)) return true;
  const prefix = item.path.split('/:')[0] ?? item.path;
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}
