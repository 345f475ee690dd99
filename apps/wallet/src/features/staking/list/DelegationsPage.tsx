import { sameAddress, shortenAddress } from '@fantom-wallet/core';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { stakingQueries } from '../data/stakingQueries.ts';
import type { DetailLocationState } from '../routes/DetailLocationState.ts';
import type { DelegationRow } from './DelegationRow.ts';
import { DelegationsTable } from './DelegationsTable.tsx';
import { useAllDelegations } from './useAllDelegations.ts';

/**
 * The delegations list (docs/staking.md#delegations-list): Wallet Delegations and All Delegations tabs with
 * counts, 'Add delegation'.
 */
export function DelegationsPage({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const network = useActiveNetwork();
  const accounts = useAccountsStore((s) => s.accounts);
  const setActive = useAccountsStore((s) => s.setActive);
  const [tab, setTab] = useState<string | null>('wallet');
  const address = account.address;
  const mine = useQuery(stakingQueries.delegations(network, address));
  const validators = useQuery(stakingQueries.validators(network));
  // The wallet list is loaded once accounts are known; the tab fetches only while it is shown.
  const all = useAllDelegations(accounts, tab === 'all' && accounts.length > 0);
  const walletName = (a: string) =>
    accounts.find((x) => sameAddress(x.address, a))?.name || shortenAddress(a);

  const open = (row: DelegationRow, action: 'detail' | 'claim' | 'restake') => {
    // All Delegations: choosing another wallet's delegation switches the active wallet first.
    if (!sameAddress(row.address, account.address)) setActive(row.address);
    const base = `/staking/${row.address}/detail/${row.stakerId}`;
    // Claim and restake open the detail with the flag that starts them there, in a window
    // (docs/staking.md#delegations-list).
    const state: DetailLocationState | null = action === 'detail' ? null : { open: action };
    navigate(base, { state });
  };

  return (
    <Card withBorder component="section" aria-labelledby="delegations-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="delegations-title">
            {t('staking.list.title')}
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => navigate(`/staking/${address}/stake`)}
          >
            {t('staking.list.add')}
          </Button>
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab
              value="wallet"
              rightSection={
                <Badge size="sm" variant="light" data-testid="wallet-delegations-count">
                  {mine.data ? mine.data.rows.length : '…'}
                </Badge>
              }
            >
              {t('staking.list.walletTab')}
            </Tabs.Tab>
            <Tabs.Tab
              value="all"
              rightSection={
                <Badge size="sm" variant="light" data-testid="all-delegations-count">
                  {tab === 'all' || all.loaded > 0 ? all.rows.length : '…'}
                </Badge>
              }
            >
              {t('staking.list.allTab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="wallet" pt="md">
            {mine.isPending ? (
              <Loader role="progressbar" size="sm" aria-label={t('staking.loading')} />
            ) : mine.isError ? (
              <Alert color="red" role="alert" title={t('staking.errorTitle')}>
                {errorMessage(mine.error, t)}
              </Alert>
            ) : (
              <DelegationsTable
                rows={mine.data.rows}
                validators={validators.data}
                onOpen={open}
                label={t('staking.list.walletTab')}
              />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="all" pt="md">
            <Stack>
              {all.error ? (
                <Alert color="red" role="alert" title={t('staking.errorTitle')}>
                  {errorMessage(all.error, t)}
                </Alert>
              ) : (
                <DelegationsTable
                  rows={all.rows}
                  validators={validators.data}
                  walletName={walletName}
                  onOpen={open}
                  label={t('staking.list.allTab')}
                />
              )}
              {!all.error && all.loaded < all.total && (
                <Group gap="xs" role="status">
                  <Loader size="xs" aria-hidden />
                  <Text size="sm">
                    {t('staking.list.loadingWallets', { loaded: all.loaded, total: all.total })}
                  </Text>
                </Group>
              )}
            </Stack>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}
