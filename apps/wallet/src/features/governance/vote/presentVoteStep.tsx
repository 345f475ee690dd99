import { GOVERNANCE_MESSAGES, opinionScaleLabels } from '@fantom-wallet/core';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import type { PresentStep } from '../../transactions/index.ts';
import type { GovernanceValidator } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import { ValidatorLabel } from '../detail/ValidatorLabel.tsx';
import type { VoteStep } from './planVote.ts';

/**
 * How a vote or cancellation is shown (docs/governance.md#vote-and-cancel-vote): the proposal, the validator the
 * delegation votes through, its stake and, for a vote, each option's chosen level with its agreement.
 */
export function presentVoteStep({
  t,
  proposal,
  validator,
  stake,
}: {
  t: TFunction;
  proposal: Pick<ProposalDetail, 'name' | 'options' | 'opinionScales'>;
  validator: GovernanceValidator | undefined;
  stake: bigint | undefined;
}): PresentStep<VoteStep> {
  const labels = opinionScaleLabels(proposal.opinionScales);
  return ({ description: step }) => {
    const vote = step.kind === 'vote';
    return {
      label: t('governance.steps.confirm'),
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
          value: <ValidatorLabel validator={validator} address={step.delegatedTo} />,
        },
        ...(stake === undefined
          ? []
          : [{ label: t('governance.confirm.stake'), value: <Amount value={stake} fw={600} /> }]),
        ...(step.kind === 'vote'
          ? proposal.options.map((option, i) => {
              const choice = step.choices[i] ?? 0n;
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
    };
  };
}
