import { Anchor, AppShell, Box, Burger, Group, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { NetworkBadge } from '../network/NetworkBadge.tsx';
import { OfflineBanner } from '../network/OfflineBanner.tsx';
import { UpdatePrompt } from '../pwa/UpdatePrompt.tsx';
import { StorageNotice } from '../settings/StorageNotice.tsx';
import { BottomMenu } from './BottomMenu.tsx';
import { MainMenu } from './MainMenu.tsx';
import { SiteFooter } from './SiteFooter.tsx';

/** Header with the logo, side menu (a drawer on small screens, plus a bottom menu), main area and footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpen, drawer] = useDisclosure(false);
  const small = useMediaQuery('(max-width: 48em)') ?? false;
  const { pathname } = useLocation();

  // The drawer closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => drawer.close(), [pathname]);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: !drawerOpen } }}
      {...(small ? { footer: { height: 64 } } : {})}
      padding="md"
    >
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={drawer.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t(drawerOpen ? 'menu.close' : 'menu.open')}
            />
            <Anchor component={Link} to="/" underline="never" aria-label={t('menu.logo')}>
              <Group gap="xs" wrap="nowrap">
                <img src="/favicon.svg" alt="" width={32} height={32} />
                <Text fw={700} size="lg" c="var(--mantine-color-text)">
                  {t('app.name')}
                </Text>
              </Group>
            </Anchor>
          </Group>
          <NetworkBadge />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <MainMenu />
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <OfflineBanner />
        <UpdatePrompt />
        <StorageNotice />
        <Box mih="calc(100dvh - 60px - 2 * var(--mantine-spacing-md) - 90px)">
          <Outlet />
        </Box>
        <Box component="footer" mt="xl">
          <SiteFooter />
        </Box>
      </AppShell.Main>
      {small && (
        <AppShell.Footer>
          <BottomMenu />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
