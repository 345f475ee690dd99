import { Loader, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { WalletList } from '../wallets/index.ts';
import { consumeFirstNavigation } from './consumeFirstNavigation.ts';
import { InstallInstructions } from './InstallInstructions.tsx';
import { WelcomeHero } from './WelcomeHero.tsx';

/** `/`: the three actions, install information and the saved wallets (docs/wallets.md#welcome). */
export function WelcomePage() {
  const { t } = useTranslation();
  const hasAccounts = useAccountsStore((s) => s.accounts.length > 0);
  // Navigation guard: the first navigation that lands here goes to the dashboard when wallets exist.
  if (consumeFirstNavigation() && hasAccounts) return <Navigate to="/dashboard" replace />;
  return (
    <WelcomeHero>
      {hasAccounts && (
        <section aria-labelledby="saved-wallets">
          <Title order={2} size="h3" id="saved-wallets" mb="sm">
            {t('welcome.savedWallets')}
          </Title>
          <Suspense fallback={<Loader role="progressbar" size="sm" aria-label={t('common.loading')} />}>
            <WalletList />
          </Suspense>
        </section>
      )}
      <InstallInstructions />
    </WelcomeHero>
  );
}
