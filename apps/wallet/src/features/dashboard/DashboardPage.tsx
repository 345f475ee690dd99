import { Container, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { BalanceCard } from '../../shared/ui/BalanceCard.tsx';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useFtmPrice, useWalletBalances } from '../balances/index.ts';
import { ContactList } from '../contacts/index.ts';
import { WalletActions, WalletList } from '../wallets/index.ts';

/**
 * Sums over every wallet, the wallet list and contacts in edit mode, and the three actions
 * (docs/wallets.md#dashboard).
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const accounts = useAccountsStore((s) => s.accounts);
  const { balances } = useWalletBalances();
  const { price, currency } = useFtmPrice();
  let available = 0n;
  let total = 0n;
  for (const b of balances.values()) {
    available += b.balance;
    total += b.totalValue;
  }
  return (
    <Container size="lg" py="md">
      <Stack gap="xl">
        <Title order={1}>{t('dashboard.title')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <BalanceCard
            label={t('dashboard.available', { count: accounts.length })}
            value={available}
            price={price}
            currency={currency}
          />
          <BalanceCard
            label={t('dashboard.total', { count: accounts.length })}
            value={total}
            price={price}
            currency={currency}
          />
        </SimpleGrid>
        <section aria-labelledby="dashboard-wallets">
          <Title order={2} size="h3" id="dashboard-wallets" mb="sm">
            {t('dashboard.wallets')}
          </Title>
          <Suspense fallback={<Loader role="progressbar" size="sm" aria-label={t('common.loading')} />}>
            <WalletList mode="edit" />
          </Suspense>
        </section>
        <section aria-labelledby="dashboard-contacts">
          <Title order={2} size="h3" id="dashboard-contacts" mb="sm">
            {t('dashboard.contacts')}
          </Title>
          <ContactList mode="edit" />
        </section>
        <WalletActions compact />
      </Stack>
    </Container>
  );
}
