import { type Address, shortenAddress } from '@fantom-wallet/core';
import { Alert, Button, Container, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { funiQueries } from '../data/funiQueries.ts';
import { addFlow } from '../flow/addFlow.ts';
import { FlowReject } from '../flow/FlowReject.tsx';
import { FlowSuccess } from '../flow/FlowSuccess.tsx';
import { FuniConfirmation } from '../flow/FuniConfirmation.tsx';
import { removeFlow } from '../flow/removeFlow.ts';
import { swapFlow } from '../flow/swapFlow.ts';
import { AddLiquidityForm } from '../liquidity/AddLiquidityForm.tsx';
import { RemoveLiquidityForm } from '../liquidity/RemoveLiquidityForm.tsx';
import { PairDetail } from '../pair/PairDetail.tsx';
import { PoolsList } from '../pools/PoolsList.tsx';
import { SwapForm } from '../swap/SwapForm.tsx';

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
  const pairsQuery = useQuery(funiQueries.pairs(network, account.address as Address));
  const base = `/funi/${account.address}`;
  // A flow's result and reject routes, back to where it began: the swap form, or the pools.
  const results = (flow: 'swap' | 'add' | 'remove', home: string) => ({
    success: (
      <FlowSuccess
        account={account}
        area={base}
        home={home}
        labels={{
          title: t(`funi.success.${flow}Title`),
          history: t('funi.success.history'),
          again: t('funi.success.again'),
        }}
        testId="funi-success-text"
      />
    ),
    reject: <FlowReject home={home} />,
  });
  const swap = results('swap', `${base}/swap`);
  const add = results('add', `${base}/pools`);
  const remove = results('remove', `${base}/pools`);

  let body: React.ReactNode;
  if (!pairsQuery.data) {
    body = pairsQuery.isError ? (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {t('funi.loadFailed')}
          <Button size="xs" variant="default" onClick={() => void pairsQuery.refetch()}>
            {t('funi.retry')}
          </Button>
        </Stack>
      </Alert>
    ) : (
      <Loader aria-label={t('funi.loading')} />
    );
  } else {
    const pairs = pairsQuery.data;
    body = (
      <Routes>
        <Route index element={<Navigate to={`${base}/swap`} replace />} />
        <Route
          path="swap/confirmation"
          element={<FuniConfirmation account={account} pairs={pairs} flow={swapFlow} />}
        />
        <Route path="swap/success" element={swap.success} />
        <Route path="swap/reject" element={swap.reject} />
        <Route path="swap/:tokena?/:tokenb?" element={<SwapForm account={account} pairs={pairs} />} />
        <Route path="pools" element={<PoolsList account={account} pairs={pairs} />} />
        <Route
          path="pools/add/confirmation"
          element={<FuniConfirmation account={account} pairs={pairs} flow={addFlow} />}
        />
        <Route path="pools/add/success" element={add.success} />
        <Route path="pools/add/reject" element={add.reject} />
        <Route
          path="pools/add/:tokena?/:tokenb?"
          element={<AddLiquidityForm account={account} pairs={pairs} />}
        />
        <Route
          path="pools/remove/confirmation"
          element={<FuniConfirmation account={account} pairs={pairs} flow={removeFlow} />}
        />
        <Route path="pools/remove/success" element={remove.success} />
        <Route path="pools/remove/reject" element={remove.reject} />
        <Route
          path="pools/remove/:tokena?/:tokenb?"
          element={<RemoveLiquidityForm account={account} pairs={pairs} />}
        />
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
