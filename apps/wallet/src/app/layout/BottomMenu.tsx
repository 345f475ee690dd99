import { Group, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isMenuEntryActive, menuHref } from '../../shared/feature/menuHref.ts';
import { useCurrentAccount } from '../../storage/accounts/useCurrentAccount.ts';
import classes from './BottomMenu.module.css';
import { useMenuEntries } from './MenuContext.ts';

/** Small screens: the most used items (`bottomBar`) as a bottom bar; the rest stay in the drawer. */
export function BottomMenu() {
  const { t } = useTranslation();
  const account = useCurrentAccount();
  const { pathname } = useLocation();
  const menuItems = useMenuEntries();
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
        .filter((item) => item.bottomBar)
        .map((item) => {
          const href = menuHref(item, account?.address ?? null);
          const Icon = item.icon;
          const active = isMenuEntryActive(item, pathname);
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
