import { shortenAddress } from '@fantom-wallet/core';
import { Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { FlowReject, FlowSuccess } from '../../swap/index.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { funiQueries } from '../data/funiQueries.ts';
import { addFlow } from '../flow/addFlow.ts';
import { FuniConfirmation } from '../flow/FuniConfirmation.tsx';
import type { FuniFlow } from '../flow/FuniFlow.ts';
import { removeFlow } from '../flow/removeFlow.ts';
import { swapFlow } from '../flow/swapFlow.ts';
import { AddLiquidityForm } from '../liquidity/AddLiquidityForm.tsx';
import { RemoveLiquidityForm } from '../liquidity/RemoveLiquidityForm.tsx';
import { PairDetail } from '../pair/PairDetail.tsx';
import { PoolsList } from '../pools/PoolsList.tsx';
import { SwapForm } from '../swap/SwapForm.tsx';
import { RetryAlert } from '../ui/RetryAlert.tsx';

/**
 * Everything under /funi/{address} (docs/funi.md#routes): the fUNI title with its menu (Swap, Pools) over the
 * area's routes. The route's address becomes the active wallet; without such a wallet: 'Bad wallet'.
 */
export default function FuniRoutes() {
  const { t } = useTranslation();
  const routeAccount = useRouteAccount('funi');

  if (!routeAccount) return <BadWallet>{t('funi.badWalletText')}</BadWallet>;
  return <FuniArea key={routeAccount.address} account={routeAccount} />;
}

function FuniMenu({ account }: { account: Account }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const base = `/funi/${account.address}`;
  const active = location.pathname.slice(base.length).startsWith('/pools') ? 'pools' : 'swap';
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value) navigate(`${base}/${value}`);
      }}
      activateTabWithKeyboard={false}
    >
      <Tabs.List aria-label={t('funi.menu')}>
        <Tabs.Tab value="swap">{t('funi.swapTab')}</Tabs.Tab>
        <Tabs.Tab value="pools">{t('funi.poolsTab')}</Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

function FuniArea({ account }: { account: Account }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const pairsQuery = useQuery(funiQueries.pairs(network, account.address));
  const base = `/funi/${account.address}`;
  // A flow's four routes: its confirmation, result and reject routes, and its form (the pair in the path).
  const flowRoutes = <O, D>(
    pairs: readonly FuniPair[],
    { path, flow, form, home }: { path: string; flow: FuniFlow<O, D>; form: ReactNode; home: string },
  ) => (
    <>
      <Route
        path={`${path}/confirmation`}
        element={<FuniConfirmation account={account} pairs={pairs} flow={flow} />}
      />
      <Route
        path={`${path}/success`}
        element={
          <FlowSuccess
            account={account}
            area={base}
            home={home}
            labels={{
              title: t(`funi.success.${flow.name}Title`),
              history: t('funi.success.history'),
              again: t('funi.success.again'),
            }}
            testId="funi-success-text"
          />
        }
      />
      <Route path={`${path}/reject`} element={<FlowReject home={home} />} />
      <Route path={`${path}/:tokena?/:tokenb?`} element={form} />
    </>
  );

  let body: ReactNode;
  if (!pairsQuery.data) {
    body = pairsQuery.isError ? (
      <RetryAlert onRetry={() => void pairsQuery.refetch()}>{t('funi.loadFailed')}</RetryAlert>
    ) : (
      <Loader role="progressbar" aria-label={t('funi.loading')} />
    );
  } else {
    const pairs = pairsQuery.data;
    body = (
      <Routes>
        <Route index element={<Navigate to={`${base}/swap`} replace />} />
        {flowRoutes(pairs, {
          path: 'swap',
          flow: swapFlow,
          form: <SwapForm account={account} pairs={pairs} />,
          home: `${base}/swap`,
        })}
        <Route path="pools" element={<PoolsList account={account} pairs={pairs} />} />
        {flowRoutes(pairs, {
          path: 'pools/add',
          flow: addFlow,
          form: <AddLiquidityForm account={account} pairs={pairs} />,
          home: `${base}/pools`,
        })}
        {flowRoutes(pairs, {
          path: 'pools/remove',
          flow: removeFlow,
          form: <RemoveLiquidityForm account={account} pairs={pairs} />,
          home: `${base}/pools`,
        })}
        <Route path="pools/pair/:pairAddress" element={<PairDetail account={account} pairs={pairs} />} />
        <Route path="*" element={<Navigate to={`${base}/swap`} replace />} />
      </Routes>
    );
  }
  return (
    <Container size="md" py="md">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('funi.title')}</Title>
          <Text c="dimmed">{t('funi.intro')}</Text>
          <Text size="sm" c="dimmed">
            {account.name || shortenAddress(account.address)}
          </Text>
        </Stack>
        <FuniMenu account={account} />
        {body}
      </Stack>
    </Container>
  );
}
