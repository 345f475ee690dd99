import { Avatar, Badge, Button, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { AmountCell } from '../format/AmountCell.tsx';
import type { PickerRow } from './pickerValidators.ts';
import { sortValidators, type ValidatorSortColumn } from './sortValidators.ts';

const numeric: ValidatorSortColumn[] = ['id', 'selfStaked', 'delegated', 'totalStaked'];

/**
 * The 'Validators' picker (docs/staking.md#validator-picker): logo, name, id, self staked, delegated, total
 * staked and Select; rows come shuffled, and each column header sorts. Offline and already-delegated
 * validators cannot be selected and say why.
 */
export function ValidatorPicker({
  rows,
  onSelect,
}: {
  rows: PickerRow[];
  onSelect: (row: PickerRow) => void;
}) {
  const { t } = useTranslation();
  const [sort, setSort] = useState<{ column: ValidatorSortColumn; direction: 'asc' | 'desc' } | null>(null);
  const shown = useMemo(
    () => (sort ? sortValidators(rows, sort.column, sort.direction) : rows),
    [rows, sort],
  );
  const header = (column: ValidatorSortColumn, label: string) => {
    const active = sort?.column === column;
    const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th
        ta={numeric.includes(column) && column !== 'id' ? 'right' : undefined}
        aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      >
        <UnstyledButton
          onClick={() => setSort({ column, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
          style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 700 }}
        >
          {label}
          <Icon size={14} aria-hidden />
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table aria-label={t('staking.picker.title')} verticalSpacing="xs" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('staking.picker.logo')}</Table.Th>
            {header('name', t('staking.picker.name'))}
            {header('id', t('staking.picker.id'))}
            {header('selfStaked', t('staking.picker.selfStaked'))}
            {header('delegated', t('staking.picker.delegated'))}
            {header('totalStaked', t('staking.picker.totalStaked'))}
            <Table.Th>
              <VisuallyHidden>{t('staking.picker.select')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((row) => (
            <Table.Tr key={String(row.id)} data-validator={String(row.id)}>
              <Table.Td>
                <Avatar src={row.logoUrl} alt="" size="sm" radius="xl">
                  {Array.from(chainLabel(row.name ?? '?', 'name'))
                    .slice(0, 1)
                    .join('')}
                </Avatar>
              </Table.Td>
              <Table.Td>
                {row.name ? (
                  <ChainText text={row.name} kind="name" />
                ) : (
                  <Text span c="dimmed">
                    {t('staking.picker.unknown')}
                  </Text>
                )}
                {row.disabledReason === 'offline' && (
                  <Badge ml={6} size="xs" variant="default">
                    {t('staking.picker.offline')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{String(row.id)}</Table.Td>
              <AmountCell value={row.selfStaked} />
              <AmountCell value={row.delegated} />
              <AmountCell value={row.totalStaked} />
              <Table.Td>
                <Button
                  size="compact-sm"
                  disabled={row.disabledReason !== null}
                  onClick={() => onSelect(row)}
                  aria-label={t('staking.picker.selectOf', {
                    name: row.name ? chainLabel(row.name, 'name') : t('staking.picker.unknown'),
                    id: String(row.id),
                  })}
                  title={
                    row.disabledReason === 'delegated'
                      ? t('staking.picker.alreadyDelegated')
                      : row.disabledReason === 'offline'
                        ? t('staking.picker.offline')
                        : undefined
                  }
                >
                  {t('staking.picker.select')}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
