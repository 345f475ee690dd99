import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isMenuEntryActive, menuHref } from '../../shared/feature/menuHref.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import { useMenuEntries } from './MenuContext.ts';

/** The main menu of the side navigation (desktop) and of the drawer (small screens). */
export function MainMenu() {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  const menuItems = useMenuEntries();
  const title = account ? account.name || account.address : undefined;
  return (
    <Stack gap={2} component="nav" aria-label={t('menu.label')}>
      {!account && (
        <Text size="xs" c="dimmed" px="sm" pb={4} id="menu-needs-wallet">
          {t('menu.needsWallet')}
        </Text>
      )}
      {menuItems.map((item) => {
        const href = menuHref(item, account?.address ?? null);
        const Icon = item.icon;
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
            active={isMenuEntryActive(item, pathname)}
            aria-current={isMenuEntryActive(item, pathname) ? 'page' : undefined}
          />
        );
      })}
    </Stack>
  );
}
