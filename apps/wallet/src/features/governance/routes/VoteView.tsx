import { parseChoices, parseRouteAddress, sameAddress } from '@fantom-wallet/core';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { RejectedCard } from '../../transactions/index.ts';
import { governanceQueries } from '../data/governanceQueries.ts';
import { GovernanceError } from '../ui/GovernanceError.tsx';
import { GovernanceLoading } from '../ui/GovernanceLoading.tsx';
import { VoteFlow } from '../vote/VoteFlow.tsx';
import type { VoteRequest } from '../vote/VoteRequest.ts';
import { BadParameters } from './BadParameters.tsx';

/**
 * A vote or cancel-vote confirmation as a full view (docs/governance.md#routes): its parameters come from the
 * query (`delegatedTo`, and `choices` for a vote) and are checked against the proposal and the account's
 * delegations; anything missing or wrong is 'Bad parameters.' and nothing is built. On success the flow moves
 * to its success route; Close goes back to the detail.
 */
export function VoteView({
  kind,
  account,
  governanceId,
  proposalId,
  detailPath,
}: {
  kind: VoteRequest['kind'];
  account: Account;
  governanceId: `0x${string}`;
  proposalId: bigint;
  detailPath: string;
}) {
  const network = useActiveNetwork();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  // A success route reached by a link (no flow ran here) has nothing to show: back to the detail.
  const landedOnSuccess = useRef(location.pathname.endsWith('/success'));
  const detail = useQuery(governanceQueries.detail(network, account.address, governanceId, proposalId));
  const voters = useQuery(governanceQueries.voters(network, account.address));
  const base = `${detailPath}/${kind === 'vote' ? 'confirmation' : 'cancel-vote'}`;

  if (landedOnSuccess.current) return <Navigate to={detailPath} replace />;
  if (location.pathname.endsWith('/reject')) return <Rejected detailPath={detailPath} />;
  if (detail.isPending) {
    return <GovernanceLoading />;
  }
  if (detail.isError) {
    return <GovernanceError error={detail.error} />;
  }
  const proposal = detail.data?.proposal;
  const delegatedTo = parseRouteAddress(params.get('delegatedTo'));
  const mine = detail.data?.delegationsBy.some((d) => sameAddress(d, delegatedTo));
  const choices =
    proposal && kind === 'vote'
      ? parseChoices(params.get('choices'), proposal.options.length, proposal.opinionScales.length)
      : undefined;
  if (!proposal || !delegatedTo || !mine || (kind === 'vote' && !choices)) {
    return <BadParameters to={detailPath} />;
  }
  const request: VoteRequest =
    kind === 'vote' ? { kind, delegatedTo, choices: choices ?? [] } : { kind, delegatedTo };
  const validator = voters.data?.validators.find((v) => sameAddress(v.address, delegatedTo));
  const flow = (
    <VoteFlow
      account={account}
      governanceId={governanceId}
      proposal={proposal}
      request={request}
      validator={validator}
      stake={validator ? voters.data?.stakes.get(validator.id) : undefined}
      onClose={() => navigate(detailPath)}
      onSucceeded={() => navigate(`${base}/success${location.search}`, { replace: true })}
      onRejected={() => navigate(`${base}/reject${location.search}`, { replace: true })}
    />
  );
  return (
    <Stack>
      <Title order={2} size="h3">
        <ChainText text={proposal.name} kind="title" />
      </Title>
      {flow}
    </Stack>
  );
}

/** The reject route: 'Transaction rejected', and Continue back to the detail. */
function Rejected({ detailPath }: { detailPath: string }) {
  const navigate = useNavigate();
  return <RejectedCard onContinue={() => navigate(detailPath)} />;
}
