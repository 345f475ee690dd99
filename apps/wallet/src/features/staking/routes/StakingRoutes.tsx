import { addressKey, shortenAddress } from '@fantom-wallet/core';
import { Alert, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useWalletBalances } from '../../balances/index.ts';
import { DelegationDetail } from '../detail/DelegationDetail.tsx';
import { StakeFlow } from '../flows/StakeFlow.tsx';
import type { StakingAction } from '../flows/StakingAction.ts';
import { StakingFlow } from '../flows/StakingFlow.tsx';
import { DelegationsPage } from '../list/DelegationsPage.tsx';
import { parseId } from './parseId.ts';

/**
 * Everything under /staking/{address} (docs/staking.md#routes): the address info box and the nested views.
 * The route's address becomes the active wallet; without one it says 'Bad wallet'. Picking another wallet
 * while in a detail or a flow goes back to that wallet's list.
 */
export default function StakingRoutes() {
  const { t } = useTranslation();
  const routeAccount = useRouteAccount('staking');

  if (!routeAccount) return <BadWallet>{t('staking.badWalletText')}</BadWallet>;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('staking.title')}</Title>
        <AddressInfo account={routeAccount} />
        <Routes>
          <Route index element={<DelegationsPage account={routeAccount} />} />
          <Route path="stake" element={<StakeFlow account={routeAccount} />} />
          <Route path="detail/:stakerId/*" element={<DetailRoutes account={routeAccount} />} />
          <Route path="*" element={<Navigate to={`/staking/${routeAccount.address}`} replace />} />
        </Routes>
      </Stack>
    </Container>
  );
}

function AddressInfo({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { balances } = useWalletBalances();
  const balance = balances.get(addressKey(account.address));
  return (
    <Card withBorder padding="sm" component="section" aria-label={t('staking.addressInfo')}>
      <Group justify="space-between" gap="xs">
        <Stack gap={0}>
          <Text fw={600}>{account.name || shortenAddress(account.address)}</Text>
          <Text size="sm" ff="monospace" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {account.address}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text size="sm" c="dimmed">
            {t('staking.available')}
          </Text>
          {balance ? <Amount value={balance.balance} fw={700} /> : <Text>–</Text>}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * detail/{stakerId} and its flows as full views (view mode, docs/staking.md#flow-windows-and-views: direct
 * links); a bad staker id shows 'Bad parameters.' and goes back after 3 s. From the detail's buttons the same
 * flows open in a window.
 */
function DetailRoutes({ account }: { account: Account }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { stakerId: raw = '' } = useParams();
  const stakerId = parseId(raw);
  const list = `/staking/${account.address}`;
  useEffect(() => {
    if (stakerId !== undefined) return;
    const timer = setTimeout(() => navigate(list, { replace: true }), 3_000);
    return () => clearTimeout(timer);
  }, [stakerId, navigate, list]);
  if (stakerId === undefined) {
    return (
      <Alert color="red" role="alert">
        {t('staking.badParameters')}
      </Alert>
    );
  }
  const detail = `${list}/detail/${stakerId}`;
  // View mode: closing a flow goes back to the detail, which reloads its data.
  const close = () => navigate(detail, { replace: true });
  const view = (action: StakingAction) => (
    <StakingFlow action={action} account={account} stakerId={stakerId} onClose={close} />
  );
  return (
    <Routes>
      <Route index element={<DelegationDetail account={account} stakerId={stakerId} />} />
      <Route path="claim" element={view({ kind: 'claim' })} />
      <Route path="restake" element={view({ kind: 'restake' })} />
      <Route path="lock" element={view({ kind: 'lock' })} />
      <Route path="undelegate" element={view({ kind: 'undelegate' })} />
      <Route path="withdraw/:requestId" element={<WithdrawRoute view={view} />} />
      <Route path="mint" element={view({ kind: 'mint' })} />
      <Route path="repay" element={view({ kind: 'repay' })} />
      <Route path="*" element={<Navigate to={detail} replace />} />
    </Routes>
  );
}

function WithdrawRoute({ view }: { view: (action: StakingAction) => React.ReactNode }) {
  const { requestId = '' } = useParams();
  return view({ kind: 'withdraw', requestId: parseId(requestId) });
}
