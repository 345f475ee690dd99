import {
  fixedPointPercent,
  percentOf,
  proposalStateLabel,
  proposalWinner,
  sameAddress,
} from '@fantom-wallet/core';
import { Anchor, Card, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatChainTime } from '../../../shared/formatChainTime.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { governanceQueries } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import { useRefreshGovernance } from '../data/useRefreshGovernance.ts';
import { SelectProposalFirst } from '../routes/SelectProposalFirst.tsx';
import { GovernanceError } from '../ui/GovernanceError.tsx';
import { GovernanceLoading } from '../ui/GovernanceLoading.tsx';
import { VoteFlow } from '../vote/VoteFlow.tsx';
import type { VoteRequest } from '../vote/VoteRequest.ts';
import { ProposalDescription } from './ProposalDescription.tsx';
import { YourVotes } from './YourVotes.tsx';

/**
 * The proposal detail (docs/governance.md#proposal-detail): name, contract, description, Winner, Total Votes,
 * Agreement, dates and state, and 'Your Votes'. Vote and Cancel Vote open their confirmation in a window; closing
 * it reloads every governance query.
 */
export function ProposalDetailPage({
  account,
  governanceId,
  proposalId,
}: {
  account: Account;
  governanceId: `0x${string}`;
  proposalId: bigint;
}) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const refresh = useRefreshGovernance();
  const detail = useQuery(governanceQueries.detail(network, account.address, governanceId, proposalId));
  const [dialog, setDialog] = useState<{ request: VoteRequest; key: number } | null>(null);
  const [opened, setOpened] = useState(false);
  const list = `/gov/${account.address}`;

  if (detail.isPending) {
    return <GovernanceLoading />;
  }
  if (detail.isError) {
    return (
      <Stack>
        <BackLink to={list} />
        <GovernanceError error={detail.error} />
      </Stack>
    );
  }
  const contract = detail.data;
  const proposal = contract?.proposal;
  if (!contract || !proposal) return <SelectProposalFirst to={list} />;

  const close = () => {
    setOpened(false);
    refresh();
  };
  return (
    <Stack gap="lg">
      <BackLink to={list} />
      <ProposalSummary proposal={proposal} />
      <YourVotes
        account={account}
        governanceId={governanceId}
        proposal={proposal}
        canVote={contract.canVote}
        delegations={contract.delegationsBy}
        onAction={(request) => {
          setDialog({ request, key: Date.now() });
          setOpened(true);
        }}
      />
      <Modal
        opened={opened && dialog !== null}
        onClose={close}
        closeOnClickOutside={false}
        size="lg"
        title={t('governance.dialog.title', {
          action:
            dialog?.request.kind === 'cancel' ? t('governance.votes.cancelVote') : t('governance.votes.vote'),
          name: chainLabel(proposal.name, 'title'),
        })}
        closeButtonProps={{ 'aria-label': t('governance.close') }}
      >
        {dialog && (
          <DialogFlow
            key={dialog.key}
            account={account}
            governanceId={governanceId}
            proposal={proposal}
            request={dialog.request}
            onClose={close}
          />
        )}
      </Modal>
    </Stack>
  );
}

function DialogFlow(props: {
  account: Account;
  governanceId: `0x${string}`;
  proposal: ProposalDetail;
  request: VoteRequest;
  onClose: () => void;
}) {
  const network = useActiveNetwork();
  const voters = useQuery(governanceQueries.voters(network, props.account.address));
  const validator = voters.data?.validators.find((v) => sameAddress(v.address, props.request.delegatedTo));
  return (
    <VoteFlow
      {...props}
      validator={validator}
      stake={validator ? voters.data?.stakes.get(validator.id) : undefined}
    />
  );
}

function BackLink({ to }: { to: string }) {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={to} size="sm">
      {t('governance.backToList')}
    </Anchor>
  );
}

/** Everything about the proposal itself; its own error stays inside it. */
function ProposalSummary({ proposal }: { proposal: ProposalDetail }) {
  const { t, i18n } = useTranslation();
  const winner = proposalWinner(proposal.state, proposal.options.length);
  const optionStates = new Map(proposal.optionStates.map((s) => [s.optionId, s]));
  return (
    <>
      <Card withBorder component="section" aria-labelledby="proposal-name">
        <Stack gap="sm">
          <Title order={2} id="proposal-name" style={{ overflowWrap: 'anywhere' }}>
            <ChainText text={proposal.name} kind="title" />
          </Title>
          <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
            <Text span c="dimmed" ff="inherit">
              {t('governance.detail.contract')}{' '}
            </Text>
            <ExplorerLink kind="address" id={proposal.contract}>
              {proposal.contract}
            </ExplorerLink>
          </Text>
          <ProposalDescription text={proposal.description} />
        </Stack>
      </Card>
      {winner !== undefined && (
        <Card
          withBorder
          component="section"
          aria-labelledby="winner-title"
          bg="var(--mantine-color-green-light)"
        >
          <Text size="sm" c="dimmed" id="winner-title">
            {t('governance.detail.winner')}
          </Text>
          <Text fw={700} size="lg" data-testid="winner">
            {proposal.options[winner]}
          </Text>
        </Card>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder component="section" aria-labelledby="total-votes-title">
          <Text size="sm" c="dimmed" id="total-votes-title">
            {t('governance.detail.totalVotes')}
          </Text>
          <Text fw={700} size="xl" data-testid="total-votes">
            {`${percentOf(proposal.state.votes, proposal.totalWeight)}%`}
          </Text>
          <Text size="sm" c="dimmed">
            {t('governance.detail.minimum', { value: fixedPointPercent(proposal.minVotes) })}
          </Text>
        </Card>
        <Card withBorder component="section" aria-label={t('governance.detail.dates')}>
          <Table>
            <Table.Tbody>
              <DateRow
                label={t('governance.detail.votingStarts')}
                value={formatChainTime(proposal.votingStarts, i18n.language)}
              />
              <DateRow
                label={t('governance.detail.votingMayEnd')}
                value={formatChainTime(proposal.votingMayEnd, i18n.language)}
              />
              <DateRow
                label={t('governance.detail.votingEnds')}
                value={formatChainTime(proposal.votingMustEnd, i18n.language)}
              />
              <DateRow
                label={t('governance.detail.state')}
                value={proposalStateLabel(proposal.state.status)}
              />
            </Table.Tbody>
          </Table>
        </Card>
      </SimpleGrid>
      <Card withBorder component="section" aria-labelledby="agreement-title">
        <Table aria-labelledby="agreement-title" data-testid="agreement">
          <Table.Thead>
            <Table.Tr>
              <Table.Th id="agreement-title">
                {t('governance.detail.agreement', { value: fixedPointPercent(proposal.minAgreement) })}
              </Table.Th>
              <Table.Th ta="right">{t('governance.detail.agreementRatio')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proposal.options.map((option, i) => {
              const state = optionStates.get(BigInt(i));
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per proposal
                <Table.Tr key={i}>
                  <Table.Td dir="auto">{option}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {state ? `${fixedPointPercent(state.agreementRatio)}%` : '-'}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
}

function DateRow({ label, value }: { label: string; value: string }) {
  return (
    <Table.Tr>
      <Table.Th fw={400} c="dimmed">
        {label}
      </Table.Th>
      <Table.Td ta="right">{value}</Table.Td>
    </Table.Tr>
  );
}
