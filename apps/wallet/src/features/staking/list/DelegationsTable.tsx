import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { AmountCell } from '../format/AmountCell.tsx';
import { formatChainDate } from '../format/formatChainDate.ts';
import type { Validator } from '../validators/Validator.ts';
import { ValidatorName } from '../validators/ValidatorName.tsx';
import type { DelegationRow } from './DelegationRow.ts';

/**
 * The delegations table (docs/staking.md#delegations-list): Delegation Time, Validator (name, id), Amount,
 * Pending Rewards and the actions Detail, Claim Rewards, Claim & Restake; with `walletName` the All
 * Delegations Wallet column.
 */
export function DelegationsTable({
  rows,
  validators,
  walletName,
  onOpen,
  label,
}: {
  rows: DelegationRow[];
  validators: Validator[] | undefined;
  walletName?: (address: string) => string;
  onOpen: (row: DelegationRow, action: 'detail' | 'claim' | 'restake') => void;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  if (rows.length === 0) return <Text c="dimmed">{t('staking.list.empty')}</Text>;
  return (
    <Table.ScrollContainer minWidth={walletName ? 860 : 720}>
      <Table aria-label={label} verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {walletName && <Table.Th>{t('staking.list.wallet')}</Table.Th>}
            <Table.Th>{t('staking.list.time')}</Table.Th>
            <Table.Th>{t('staking.list.validator')}</Table.Th>
            <Table.Th ta="right">{t('staking.list.amount')}</Table.Th>
            <Table.Th ta="right">{t('staking.list.pendingRewards')}</Table.Th>
            <Table.Th>{t('staking.list.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const validator = validators?.find((v) => v.id === row.stakerId);
            const name = validator?.name ? chainLabel(validator.name, 'name') : t('staking.unknown');
            return (
              <Table.Tr key={`${row.address}:${row.stakerId}`} data-staker={String(row.stakerId)}>
                {walletName && <Table.Td>{walletName(row.address)}</Table.Td>}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatChainDate(row.createdTime, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <ValidatorName validator={validator} id={row.stakerId} />
                </Table.Td>
                <AmountCell value={row.amount} />
                <AmountCell value={row.pendingRewards} />
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="compact-sm"
                      variant="light"
                      onClick={() => onOpen(row, 'detail')}
                      aria-label={t('staking.list.detailOf', { name, id: String(row.stakerId) })}
                    >
                      {t('staking.list.detail')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={row.pendingRewards === 0n}
                      onClick={() => onOpen(row, 'claim')}
                      aria-label={t('staking.list.claimOf', { name, id: String(row.stakerId) })}
                    >
                      {t('staking.claimRewards')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={row.pendingRewards === 0n}
                      onClick={() => onOpen(row, 'restake')}
                      aria-label={t('staking.list.restakeOf', { name, id: String(row.stakerId) })}
                    >
                      {t('staking.claimRestake')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
