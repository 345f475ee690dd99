// Build-time only (vite.config.ts, prerender plugin): never imported by the app, so react-dom/server stays out
// of the bundle.
import '../i18n/setup.ts';
import { AppShell, Box, Burger, Group, MantineProvider } from '@mantine/core';
import { renderToString } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { WelcomeHero } from '../features/welcome/index.ts';
import { AccountPage, AddressLine } from '../shared/ui/AccountPage.tsx';
import { HomeLink } from './layout/HomeLink.tsx';
import { PAGE_MIN_HEIGHT } from './layout/PAGE_MIN_HEIGHT.ts';
import { cssVariablesResolver, theme } from './theme.ts';

/**
 * The layout of AppLayout with only what every newcomer sees above the fold: no network badge (the network depends on the
 * user's settings and the runtime configuration), no banners, no wallet picker (newcomers have no wallets).
 * The desktop geometry (header, side menu) matches, so nothing moves when the app takes over. Beside the welcome
 * copy, hidden, the top of an account page (AccountPage, as AccountLayout renders it) for a returning user opening
 * a saved wallet's page: first-screen.js and the script after this markup fill in its name and address.
 */
function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 230, breakpoint: 'sm', collapsed: { mobile: true } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={false} hiddenFrom="sm" size="sm" aria-label={t('menu.open')} />
            <HomeLink />
          </Group>
        </Group>
      </AppShell.Header>
      {/* The side menu's box keeps the geometry; its links, the install help and the footer come with the app. */}
      <AppShell.Navbar p="xs" />
      <AppShell.Main>
        {/* Hidden when the frame is shown to anyone but a newcomer (first-screen.js). */}
        <Box mih={PAGE_MIN_HEIGHT} data-welcome-only>
          <WelcomeHero />
        </Box>
        {/* Shown, filled with the wallet's name and address, at a saved wallet's page (first-screen.js). */}
        <Box data-account-only>
          <AccountPage
            heading={<AccountHeading />}
            addressLine={<AddressLine address={<span data-account-address />} />}
          />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}

/** 'Wallet …' as the account page words it, with an empty slot where the wallet's name goes. */
function AccountHeading() {
  const { t } = useTranslation();
  const slot = '\u0000';
  const [before = '', after = ''] = t('account.heading', { name: slot }).split(slot);
  return (
    <>
      {before}
      <span data-account-name />
      {after}
    </>
  );
}

/**
 * The welcome screen as static HTML in the default language, for index.html. Colour scheme and direction are
 * left to CSS: Mantine's variables are emitted for both schemes and follow the `data-mantine-color-scheme` and
 * `dir` attributes that /color-scheme.js sets before first paint.
 */
export function renderWelcomeScreen(): string {
  return renderToString(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="dark">
      <MemoryRouter initialEntries={['/']}>
        <WelcomeScreen />
      </MemoryRouter>
    </MantineProvider>,
  );
}
