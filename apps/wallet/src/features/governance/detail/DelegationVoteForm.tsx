import type { GovernanceVote } from '@fantom-wallet/api-client';
import { middleOpinion, opinionScaleLabels } from '@fantom-wallet/core';
import { Button, Card, Group, Slider, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '../../../shared/ui/Amount.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import type { GovernanceValidator } from '../data/governanceQueries.ts';
import type { ProposalDetail } from '../data/ProposalDetail.ts';
import type { VoteRequest } from '../vote/VoteRequest.ts';
import { ValidatorLabel } from './ValidatorLabel.tsx';

/**
 * One delegation's form (docs/governance.md#your-votes): its validator and stake; its choices and Cancel Vote
 * when it has voted, else one slider per option (0 … levels − 1, starting in the middle) and Vote.
 */
export function DelegationVoteForm({
  proposal,
  delegatedTo,
  validator,
  stake,
  vote,
  open,
  onAction,
}: {
  proposal: ProposalDetail;
  delegatedTo: `0x${string}`;
  validator: GovernanceValidator | undefined;
  stake: bigint | undefined;
  vote: GovernanceVote | null | undefined;
  open: boolean;
  onAction: (request: VoteRequest) => void;
}) {
  const { t } = useTranslation();
  const levels = proposal.opinionScales.length;
  const labels = opinionScaleLabels(proposal.opinionScales);
  const [choices, setChoices] = useState<number[]>(() => proposal.options.map(() => middleOpinion(levels)));
  const name = validator?.name ? chainLabel(validator.name, 'name') : t('governance.unknown');
  return (
    <Card
      withBorder
      component="section"
      aria-label={t('governance.votes.formLabel', { name })}
      padding="md"
      data-delegated-to={delegatedTo.toLowerCase()}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <ValidatorLabel validator={validator} address={delegatedTo} />
          <Text size="sm">
            {t('governance.votes.stake')} {stake === undefined ? '-' : <Amount value={stake} fw={600} />}
          </Text>
        </Group>
        {vote ? (
          <>
            <Table aria-label={t('governance.votes.yourChoices')}>
              <Table.Tbody>
                {proposal.options.map((option, i) => {
                  const choice = vote.choices[i];
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per proposal
                    <Table.Tr key={i}>
                      <Table.Td>{option}</Table.Td>
                      <Table.Td ta="right">
                        {choice === undefined ? '-' : (labels[Number(choice)] ?? String(choice))}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
            <Group>
              <Button
                color="red"
                variant="light"
                disabled={!open}
                onClick={() => onAction({ kind: 'cancel', delegatedTo })}
              >
                {t('governance.votes.cancelVote')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            {proposal.options.map((option, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: options are fixed per proposal
              <Stack key={i} gap={4} pb="lg">
                <Text size="sm" fw={500}>
                  {option}
                </Text>
                <Slider
                  min={0}
                  max={Math.max(levels - 1, 0)}
                  step={1}
                  value={choices[i] ?? 0}
                  disabled={!open}
                  onChange={(value) => setChoices((c) => c.map((v, j) => (j === i ? value : v)))}
                  label={(value) => labels[value] ?? String(value)}
                  marks={labels.map((label, value) => ({ value, label }))}
                  thumbLabel={t('governance.votes.sliderLabel', { option })}
                  thumbValueText={(value) => labels[value] ?? String(value)}
                />
              </Stack>
            ))}
            <Group>
              <Button
                disabled={!open}
                onClick={() =>
                  onAction({ kind: 'vote', delegatedTo, choices: choices.map((c) => BigInt(c)) })
                }
              >
                {t('governance.votes.vote')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Card>
  );
}
