import { parseProposalId, parseRouteAddress } from '@fantom-wallet/core';
import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes, useParams } from 'react-router';
import { BadWallet } from '../../../shared/feature/BadWallet.tsx';
import { useRouteAccount } from '../../../shared/feature/useRouteAccount.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
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
  const routeAccount = useRouteAccount('gov');

  if (!routeAccount) return <BadWallet>{t('governance.badWalletText')}</BadWallet>;
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
