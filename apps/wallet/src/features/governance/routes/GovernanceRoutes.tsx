import { MESSAGES, parseProposalId, parseRouteAddress } from '@fantom-wallet/core';
import { Alert, Container, Stack, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useCurrentAccount } from '../../../storage/accounts/useCurrentAccount.ts';
import { ProposalDetailPage } from '../detail/ProposalDetailPage.tsx';
import { ProposalsList } from '../list/ProposalsList.tsx';
import { SelectProposalFirst } from './SelectProposalFirst.tsx';
import { VoteView } from './VoteView.tsx';

/**
 * Everything under /gov/{address} (docs/governance.md#routes). The route's address becomes the active wallet;
 * without one it says 'Bad wallet'. Picking another wallet anywhere here goes to that wallet's list.
 */
export default function GovernanceRoutes() {
  const { t } = useTranslation();
  const { address = '' } = useParams();
  const navigate = useNavigate();
  const accounts = useAccountsStore((s) => s.accounts);
  const setActive = useAccountsStore((s) => s.setActive);
  const current = useCurrentAccount();
  const routeAccount = accounts.find((a) => a.address.toLowerCase() === address.toLowerCase());
  const synced = useRef(false);

  useEffect(() => {
    if (!routeAccount) return;
    if (!synced.current) {
      // First visit: the route's wallet becomes the active one (as picking it would).
      synced.current = true;
      if (current?.address !== routeAccount.address) setActive(routeAccount.address);
      return;
    }
    if (current && current.address !== routeAccount.address) navigate(`/gov/${current.address}`);
  }, [routeAccount, current, setActive, navigate]);

  if (!routeAccount) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={MESSAGES.badWallet} role="alert">
          {t('governance.badWalletText')}
        </Alert>
      </Container>
    );
  }
  const list = `/gov/${routeAccount.address}`;
  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <Title order={1}>{t('governance.title')}</Title>
        <Routes>
          <Route index element={<ProposalsList account={routeAccount} />} />
          <Route
            path="proposal-detail/:proposalId/:governanceId/*"
            element={<DetailRoutes account={routeAccount} />}
          />
          <Route path="proposal-detail/*" element={<SelectProposalFirst to={list} />} />
          <Route path="*" element={<Navigate to={list} replace />} />
        </Routes>
      </Stack>
    </Container>
  );
}

/** The detail and its confirmations; ids that do not parse say 'Select a proposal first, please.'. */
function DetailRoutes({ account }: { account: Account }) {
  const { proposalId: rawId, governanceId: rawGovernance } = useParams();
  const proposalId = parseProposalId(rawId);
  const governanceId = parseRouteAddress(rawGovernance);
  const list = `/gov/${account.address}`;
  if (proposalId === undefined || governanceId === undefined) return <SelectProposalFirst to={list} />;
  const detailPath = `${list}/proposal-detail/${proposalId}/${governanceId}`;
  const view = (kind: 'vote' | 'cancel') => (
    <VoteView
      kind={kind}
      account={account}
      governanceId={governanceId}
      proposalId={proposalId}
      detailPath={detailPath}
    />
  );
  return (
    <Routes>
      <Route
        index
        element={<ProposalDetailPage account={account} governanceId={governanceId} proposalId={proposalId} />}
      />
      <Route path="confirmation/*" element={view('vote')} />
      <Route path="cancel-vote/*" element={view('cancel')} />
      <Route path="*" element={<Navigate to={detailPath} replace />} />
    </Routes>
  );
}
