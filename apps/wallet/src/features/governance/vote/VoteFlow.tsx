import { buildGovernanceCall, GOVERNANCE_MESSAGES, opinionScaleLabels } from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { Account } from '../../../storage/accounts/Account.ts';
import { type StepOutcome, type TransactionStep, TransactionStepper } from '../../transactions/index.ts';
import { governanceKeys } from '../data/governanceKeys.ts';
import type { GovernanceValidator } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import { ValidatorLabel } from '../detail/ValidatorLabel.tsx';
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
  const network = useActiveNetwork();
  const client = useQueryClient();
  const vote = request.kind === 'vote';
  const choicesKey = vote ? request.choices.join(',') : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: choicesKey stands for request.choices
  const call = useMemo(
    () =>
      request.kind === 'vote'
        ? buildGovernanceCall(governanceId, {
            action: 'vote',
            delegatedTo: request.delegatedTo,
            proposalId: proposal.id,
            choices: request.choices,
            optionCount: proposal.options.length,
            levels: proposal.opinionScales.length,
          })
        : buildGovernanceCall(governanceId, {
            action: 'cancelVote',
            delegatedTo: request.delegatedTo,
            proposalId: proposal.id,
          }),
    [governanceId, proposal, request.kind, request.delegatedTo, choicesKey],
  );
  const labels = opinionScaleLabels(proposal.opinionScales);
  const steps = useMemo<TransactionStep[]>(
    () => [
      {
        kind: 'call',
        id: vote ? 'vote' : 'cancel-vote',
        label: t('governance.steps.confirm'),
        call,
        rows: [
          {
            label: t('governance.confirm.proposal'),
            value: (
              <Text span>
                <ChainText text={proposal.name} kind="title" />
              </Text>
            ),
          },
          {
            label: t('governance.confirm.validator'),
            value: <ValidatorLabel validator={validator} address={request.delegatedTo} />,
          },
          ...(stake === undefined
            ? []
            : [{ label: t('governance.confirm.stake'), value: <Amount value={stake} fw={600} /> }]),
          ...(request.kind === 'vote'
            ? proposal.options.map((option, i) => {
                const choice = request.choices[i] ?? 0n;
                return {
                  label: option,
                  value: t('governance.confirm.level', {
                    level: String(choice),
                    agreement: labels[Number(choice)] ?? '',
                  }),
                };
              })
            : []),
        ],
        title: vote ? t('governance.confirm.title') : t('governance.confirm.cancelTitle'),
        submitLabel: t('governance.confirm.submit'),
        passwordLabel: vote ? GOVERNANCE_MESSAGES.votePassword : GOVERNANCE_MESSAGES.cancelVotePassword,
        successTitle: vote ? t('governance.success.vote') : t('governance.success.cancel'),
      },
    ],
    [t, vote, call, proposal, validator, request, stake, labels],
  );
  return (
    <TransactionStepper
      account={account}
      flow={{
        id: vote ? 'gov-vote' : 'gov-cancel-vote',
        subject: `${governanceId}:${proposal.id}:${request.delegatedTo}`,
      }}
      steps={steps}
      onClose={onClose}
      {...(onRejected ? { onRejected } : {})}
      onSettled={(_step, outcome: StepOutcome) => {
        void client.invalidateQueries({ queryKey: governanceKeys.all(network.id) });
        if (outcome === 'success') onSucceeded?.();
      }}
    />
  );
}
