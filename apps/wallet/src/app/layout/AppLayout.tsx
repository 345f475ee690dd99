import { AppShell, Box, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { UpdatePrompt } from '../../features/pwa/index.ts';
import { StorageNotice } from '../../features/settings/index.ts';
import { useRecheckPendingTransactions } from '../../features/transactions/index.ts';
import { WalletPicker } from '../../features/wallets/index.ts';
import { usePhoneLayout } from '../../shared/ui/usePhoneLayout.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { BottomMenu } from './BottomMenu.tsx';
import { HomeLink } from './HomeLink.tsx';
import { MainMenu } from './MainMenu.tsx';
import { NetworkBadge } from './NetworkBadge.tsx';
import { OfflineBanner } from './OfflineBanner.tsx';
import { PAGE_MIN_HEIGHT } from './PAGE_MIN_HEIGHT.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { shellVars } from './shellVars.ts';

/** Header with the logo, side menu (a drawer on small screens, plus a bottom menu), main area and footer. */
export function AppLayout() {
  const { t } = useTranslation();
  const [drawerOpen, drawer] = useDisclosure(false);
  const small = usePhoneLayout();
  const { pathname } = useLocation();
  const accounts = useAccountsStore((s) => s.accounts);
  const addresses = useMemo(() => accounts.map((a) => a.address), [accounts]);
  // After a reload or a closed tab: what became of every transaction still marked pending.
  useRecheckPendingTransactions(addresses);

  // The drawer closes on every route change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => drawer.close(), [pathname]);

  return (
    <AppShell
      vars={shellVars}
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
            <HomeLink />
          </Group>
          <Group gap="xs" wrap="nowrap">
            <WalletPicker />
            <NetworkBadge />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        {/* On a phone only while the drawer is open: closed, it sat off-screen, yet in the first render (~70
            elements, a sixth of the account page's) and in the way of a keyboard or screen reader. */}
        {(!small || drawerOpen) && <MainMenu />}
      </AppShell.Navbar>
      <AppShell.Main id="main">
        <OfflineBanner />
        <UpdatePrompt />
        <StorageNotice />
        <Box mih={PAGE_MIN_HEIGHT}>
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
