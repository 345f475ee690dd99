import { addressKey, shortenAddress } from '@fantom-wallet/core';
import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useWalletBalances } from '../../balances/index.ts';
import { FlowReject, FlowSuccess } from '../../swap/index.ts';
import { fswapQueries } from '../data/fswapQueries.ts';
import { toFswapTokens } from '../data/toFswapTokens.ts';
import { FswapConfirmation } from '../flow/FswapConfirmation.tsx';
import { FswapForm } from '../form/FswapForm.tsx';

/**
 * Everything under /fswap/{address} (docs/fswap.md#routes). The route's address becomes the active wallet (its
 * data is loaded for it); without such a wallet: 'Bad wallet'. Picking another wallet goes to its fSwap.
 */
export default function FswapRoutes() {
  const { t } = useTranslation();
  const routeAccount = useRouteAccount('fswap');

  if (!routeAccount) return <BadWallet>{t('fswap.badWalletText')}</BadWallet>;
  return (
    <Container size="sm" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('fswap.title')}</Title>
          <Text c="dimmed">{t('fswap.intro')}</Text>
          <Text size="sm" c="dimmed">
            {routeAccount.name || shortenAddress(routeAccount.address)}
          </Text>
        </Stack>
        <FswapArea key={routeAccount.address} account={routeAccount} />
      </Stack>
    </Container>
  );
}

function FswapArea({ account }: { account: Account }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const tokensQuery = useQuery(fswapQueries.tokens(network, account.address));
  const { balances } = useWalletBalances();
  const native = balances.get(addressKey(account.address))?.balance;
  const tokens = useMemo(
    () => (tokensQuery.data && native !== undefined ? toFswapTokens(tokensQuery.data, native) : null),
    [tokensQuery.data, native],
  );

  if (tokens === null) {
    if (tokensQuery.isError) {
      return (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {t('fswap.loadFailed')}
            <Button size="xs" variant="default" onClick={() => void tokensQuery.refetch()}>
              {t('fswap.retry')}
            </Button>
          </Stack>
        </Alert>
      );
    }
    return <Loader role="progressbar" aria-label={t('fswap.loading')} />;
  }
  const form = `/fswap/${account.address}`;
  return (
    <Routes>
      <Route index element={<FswapForm address={account.address} tokens={tokens} />} />
      <Route path="confirmation" element={<FswapConfirmation account={account} tokens={tokens} />} />
      <Route
        path="success"
        element={
          <FlowSuccess
            account={account}
            area={form}
            home={form}
            labels={{
              title: t('fswap.success.title'),
              history: t('fswap.success.history'),
              again: t('fswap.success.again'),
            }}
            testId="fswap-success-text"
          />
        }
      />
      <Route path="reject" element={<FlowReject home={form} />} />
      <Route path="*" element={<Navigate to={form} replace />} />
    </Routes>
  );
}
