import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import classes from './BottomMenu.module.css';
import { isMenuItemActive, menuIcons } from './MainMenu.tsx';
import { menuItemHref, menuItems } from './menuItems.ts';

/** Small screens: the most used items as a bottom bar; the rest stay in the drawer. */
const bottomKeys = new Set(['home', 'wallet', 'staking', 'settings']);

export function BottomMenu() {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  return (
    <Group
      component="nav"
      aria-label={t('menu.bottomLabel')}
      h="100%"
      justify="space-around"
      wrap="nowrap"
      gap={0}
    >
      {menuItems
        .filter((item) => bottomKeys.has(item.key))
        .map((item) => {
          const href = menuItemHref(item, account?.address ?? null);
          const Icon = menuIcons[item.key];
          const active = isMenuItemActive(item, pathname);
          const content = (
            <>
              <Icon size={22} stroke={1.6} aria-hidden />
              <Text size="xs" inherit>
                {t(`menu.${item.key}`)}
              </Text>
            </>
          );
          return href === null ? (
            <UnstyledButton key={item.key} className={classes.item} disabled aria-disabled data-disabled>
              {content}
            </UnstyledButton>
          ) : (
            <UnstyledButton
              key={item.key}
              component={Link}
              to={href}
              className={classes.item}
              data-active={active || undefined}
              aria-current={active ? 'page' : undefined}
            >
              {content}
            </UnstyledButton>
          );
        })}
    </Group>
  );
}
