import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type StepOutcome, TransactionStepper } from '../../transactions/index.ts';
import type { GovernanceValidator } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import { useRefreshGovernance } from '../data/useRefreshGovernance.ts';
import { planVote } from './planVote.ts';
import { presentVoteStep } from './presentVoteStep.tsx';
import type { VoteRequest } from './VoteRequest.ts';

/**
 * The vote or cancel-vote confirmation on the step engine (docs/governance.md#vote-and-cancel-vote): the proposal,
 * the delegation and, for a vote, each option's chosen level; one password; then the shared result. Every
 * governance query reloads once the transaction is decided, so the detail shows the new totals and forms.
 */
export function VoteFlow({
  account,
  governanceId,
  proposal,
  request,
  validator,
  stake,
  onClose,
  onSucceeded,
  onRejected,
}: {
  account: Account;
  governanceId: `0x${string}`;
  proposal: ProposalDetail;
  request: VoteRequest;
  validator: GovernanceValidator | undefined;
  stake: bigint | undefined;
  onClose: () => void;
  onSucceeded?: () => void;
  /** A view's flow: the user refused to sign → its reject route. */
  onRejected?: () => void;
}) {
  const { t } = useTranslation();
  const refresh = useRefreshGovernance();
  const vote = request.kind === 'vote';
  const choicesKey = vote ? request.choices.join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: choicesKey stands for request.choices
  const steps = useMemo(
    () =>
      planVote(
        request,
        { id: proposal.id, optionCount: proposal.options.length, levels: proposal.opinionScales.length },
        governanceId,
      ),
    [governanceId, proposal, request.kind, request.delegatedTo, choicesKey],
  );
  return (
    <TransactionStepper
      account={account}
      flow={{
        id: vote ? 'gov-vote' : 'gov-cancel-vote',
        subject: `${governanceId}:${proposal.id}:${request.delegatedTo}`,
      }}
      steps={steps}
      present={presentVoteStep({ t, proposal, validator, stake })}
      onClose={onClose}
      {...(onRejected ? { onRejected } : {})}
      onSettled={(_step, outcome: StepOutcome) => {
        refresh();
        if (outcome === 'success') onSucceeded?.();
      }}
    />
  );
}
