import { NavLink, Stack, Text } from '@mantine/core';
import {
  type Icon,
  IconArrowsExchange,
  IconBuildingCommunity,
  IconCoins,
  IconDroplet,
  IconHome,
  IconSettings,
  IconStack2,
  IconWallet,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { type MenuItem, menuItemHref, menuItems } from './menuItems.ts';

export const menuIcons: Record<MenuItem['key'], Icon> = {
  home: IconHome,
  wallet: IconWallet,
  staking: IconStack2,
  fmint: IconCoins,
  fswap: IconArrowsExchange,
  funi: IconDroplet,
  governance: IconBuildingCommunity,
  settings: IconSettings,
};

/** Whether the current path belongs to the menu item (e.g. /account/0x…/send belongs to Wallet). */
export function isMenuItemActive(item: MenuItem, pathname: string): boolean {
  if (item.key === 'home') return pathname === '/' || pathname === '/dashboard';
  const prefix = item.path.split('/:')[0] ?? item.path;
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The main menu of the side navigation (desktop) and of the drawer (small screens). */
export function MainMenu() {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  const title = account ? account.name || account.address : undefined;
  return (
    <Stack gap={2} component="nav" aria-label={t('menu.label')}>
      {!account && (
        <Text size="xs" c="dimmed" px="sm" pb={4} id="menu-needs-wallet">
          {t('menu.needsWallet')}
        </Text>
      )}
      {menuItems.map((item) => {
        const href = menuItemHref(item, account?.address ?? null);
        const Icon = menuIcons[item.key];
        const label = t(`menu.${item.key}`);
        if (href === null) {
          return (
            <NavLink
              key={item.key}
              label={label}
              leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
              disabled
              aria-describedby="menu-needs-wallet"
            />
          );
        }
        return (
          <NavLink
            key={item.key}
            component={Link}
            to={href}
            label={label}
            title={item.perAccount ? title : undefined}
            leftSection={<Icon size={20} stroke={1.6} aria-hidden />}
            active={isMenuItemActive(item, pathname)}
            aria-current={isMenuItemActive(item, pathname) ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
