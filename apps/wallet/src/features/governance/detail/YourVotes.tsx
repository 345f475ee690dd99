import { GOVERNANCE_MESSAGES, sameAddress, votingState } from '@fantom-wallet/core';
import { Alert, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { chainFactsQueries } from '../../transactions/index.ts';
import { governanceQueries } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import { GovernanceError } from '../ui/GovernanceError.tsx';
import type { VoteRequest } from '../vote/VoteRequest.ts';
import { DelegationVoteForm } from './DelegationVoteForm.tsx';

/**
 * 'Your Votes' (docs/governance.md#your-votes, #when-voting-is-open): the hint, why voting is closed when it is,
 * and one form per delegation. Its queries' errors show here; the rest of the detail stays usable.
 */
export function YourVotes({
  account,
  governanceId,
  proposal,
  canVote,
  delegations,
  onAction,
}: {
  account: Account;
  governanceId: `0x${string}`;
  proposal: ProposalDetail;
  canVote: boolean;
  delegations: `0x${string}`[];
  onAction: (request: VoteRequest) => void;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const now = useQuery(chainFactsQueries.chainTime(network));
  const voters = useQuery(governanceQueries.voters(network, account.address));
  const votes = useQuery(
    governanceQueries.votes(network, account.address, governanceId, proposal.id, delegations),
  );
  const resolved = proposal.state.status !== 0n;

  const failed = [now, voters, votes].find((q) => q.isError);
  let body: React.ReactNode;
  if (resolved) {
    body = null;
  } else if (failed) {
    body = <GovernanceError error={failed.error} />;
  } else if (now.data === undefined || votes.data === undefined) {
    body = (
      <Center>
        <Loader role="progressbar" size="sm" aria-label={t('governance.loading')} />
      </Center>
    );
  } else {
    const state = votingState({
      now: now.data,
      votingStarts: proposal.votingStarts,
      votingMustEnd: proposal.votingMustEnd,
      status: proposal.state.status,
      canVote,
    });
    const voteData = votes.data;
    const block = state.open ? null : state.block;
    const message =
      block === 'notStarted'
        ? GOVERNANCE_MESSAGES.notStarted
        : block === 'noDelegations' || delegations.length === 0
          ? GOVERNANCE_MESSAGES.noDelegations
          : null;
    body = (
      <>
        {message && (
          <Alert color="yellow" role="status">
            {message}
          </Alert>
        )}
        {block === 'closed' && <Text c="dimmed">{t('governance.votes.closed')}</Text>}
        {delegations.map((delegatedTo) => {
          const validator = voters.data?.validators.find((v) => sameAddress(v.address, delegatedTo));
          return (
            <DelegationVoteForm
              key={delegatedTo}
              proposal={proposal}
              delegatedTo={delegatedTo}
              validator={validator}
              stake={validator ? voters.data?.stakes.get(validator.id) : undefined}
              vote={voteData.find((v) => sameAddress(v.delegatedTo, delegatedTo))?.vote}
              open={state.open}
              onAction={onAction}
            />
          );
        })}
      </>
    );
  }
  return (
    <Card withBorder component="section" aria-labelledby="your-votes-title">
      <Stack>
        <Stack gap={2}>
          <Title order={2} size="h3" id="your-votes-title">
            {t('governance.votes.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('governance.votes.hint')}
          </Text>
        </Stack>
        {resolved ? <Text c="dimmed">{t('governance.votes.resolved')}</Text> : body}
      </Stack>
    </Card>
  );
}
