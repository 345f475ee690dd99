import { Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconSelector } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { CardFact } from '../../../shared/ui/CardFact.tsx';
import { usePhoneLayout } from '../../../shared/ui/usePhoneLayout.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { showAmount, showPercent, showPrice } from '../ui/funiFormat.ts';
import { type PoolRow, type PoolSortKey, poolRows, sortPoolRows } from './poolRows.ts';

/** The table's code for its remembered sort (docs/funi.md#pools). */
export const POOLS_TABLE = 'funi-pools';
const SORT_KEYS: readonly PoolSortKey[] = ['pair', 'liquidityA', 'liquidityB', 'price', 'position'];

/**
 * /funi/{address}/pools (docs/funi.md#pools): every pair with its liquidity, price and the wallet's position;
 * Add Liquidity, Swap and (with a share) Remove Liquidity per row; a row opens the pair. On a phone each pair is a
 * card with the same facts and actions, in the remembered order.
 */
export function PoolsList({ account, pairs }: { account: Account; pairs: readonly FuniPair[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const layout = useSettingsStore((s) => s.tableLayouts[POOLS_TABLE]);
  const setLayout = useSettingsStore((s) => s.setTableLayout);
  const sortBy = (SORT_KEYS as readonly string[]).includes(layout?.sortBy ?? '')
    ? (layout?.sortBy as PoolSortKey)
    : 'pair';
  const direction = layout?.direction ?? 'asc';
  const rows = useMemo(() => sortPoolRows(poolRows(pairs), sortBy, direction), [pairs, sortBy, direction]);
  const base = `/funi/${account.address}`;
  const phone = usePhoneLayout();

  const header = (key: PoolSortKey, label: string) => {
    const active = sortBy === key;
    const Icon = active ? (direction === 'asc' ? IconChevronUp : IconChevronDown) : IconSelector;
    return (
      <Table.Th aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() =>
            setLayout(POOLS_TABLE, { sortBy: key, direction: active && direction === 'asc' ? 'desc' : 'asc' })
          }
        >
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={600}>
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  if (rows.length === 0) {
    return (
      <Card withBorder>
        <Text data-testid="funi-no-pairs">{t('funi.pools.noPairs')}</Text>
      </Card>
    );
  }
  const add = (
    <Group justify="flex-end">
      <Button component={Link} to={`${base}/pools/add`} variant="light">
        {t('funi.pools.add')}
      </Button>
    </Group>
  );
  if (phone) {
    return (
      <Stack gap="sm">
        {add}
        <Stack gap="sm" data-testid="funi-pool-cards">
          {rows.map((row) => (
            <PoolCard key={row.pair.address} row={row} base={base} />
          ))}
        </Stack>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      {add}
      <Table.ScrollContainer minWidth={1000}>
        <Table
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t('funi.pools.title')}
          data-testid="funi-pools"
        >
          <Table.Thead>
            <Table.Tr>
              {header('pair', t('funi.pools.pair'))}
              {header('liquidityA', t('funi.pools.liquidityA'))}
              {header('liquidityB', t('funi.pools.liquidityB'))}
              {header('price', t('funi.pools.price'))}
              {header('position', t('funi.pools.position'))}
              <Table.Th>{t('funi.pools.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => {
              const [a, b] = row.pair.tokens;
              const pairPath = `${base}/pools/pair/${row.pair.address}`;
              return (
                <Table.Tr
                  key={row.pair.address}
                  data-testid="funi-pool-row"
                  data-pair={row.name}
                  style={{ cursor: 'pointer' }}
                  onClick={() => navigate(pairPath)}
                >
                  <Table.Td>
                    <Anchor component={Link} to={pairPath} fw={600} onClick={(e) => e.stopPropagation()}>
                      {row.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{showAmount(row.pair.reserves[0], a)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{showAmount(row.pair.reserves[1], b)}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <PoolPrice row={row} />
                  </Table.Td>
                  <Table.Td data-testid="funi-pool-position">
                    <PoolPosition row={row} />
                  </Table.Td>
                  <Table.Td onClick={(e) => e.stopPropagation()}>
                    <PoolActions row={row} base={base} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

function PoolPrice({ row }: { row: PoolRow }) {
  const { t } = useTranslation();
  return row.price.value > 0n
    ? t('funi.priceLine', {
        a: row.price.base.symbol,
        b: row.price.quote.symbol,
        price: showPrice(row.price.value),
      })
    : '–';
}

/** The wallet's pooled amounts and share, '–' without a share. */
function PoolPosition({ row }: { row: PoolRow }) {
  const { t } = useTranslation();
  const [a, b] = row.pair.tokens;
  if (row.pair.share <= 0n) return '–';
  return (
    <Stack gap={0}>
      <Text size="sm">{showAmount(row.pooled[0], a)}</Text>
      <Text size="sm">{showAmount(row.pooled[1], b)}</Text>
      <Text size="xs" c="dimmed">
        {t('funi.pools.share', { share: showPercent(row.share) })}
      </Text>
    </Stack>
  );
}

/** Add Liquidity, Swap and, with a share, Remove Liquidity; on one line in the table, wrapping on a card. */
function PoolActions({ row, base, wrap = false }: { row: PoolRow; base: string; wrap?: boolean }) {
  const { t } = useTranslation();
  const [a, b] = row.pair.tokens;
  return (
    <Group gap={6} wrap={wrap ? 'wrap' : 'nowrap'}>
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`${base}/pools/add/${a.address}/${b.address}`}
        aria-label={t('funi.pools.addTo', { pair: row.name })}
      >
        {t('funi.pools.add')}
      </Button>
      <Button
        size="compact-sm"
        variant="light"
        component={Link}
        to={`${base}/swap/${a.address}/${b.address}`}
        aria-label={t('funi.pools.swapIn', { pair: row.name })}
      >
        {t('funi.pools.swap')}
      </Button>
      {row.pair.share > 0n && (
        <Button
          size="compact-sm"
          variant="light"
          color="red"
          component={Link}
          to={`${base}/pools/remove/${a.address}/${b.address}`}
          aria-label={t('funi.pools.removeFrom', { pair: row.name })}
        >
          {t('funi.pools.remove')}
        </Button>
      )}
    </Group>
  );
}

/** A pair on a phone: its name opens the pair; the table's columns as labelled facts; the row's actions. */
function PoolCard({ row, base }: { row: PoolRow; base: string }) {
  const { t } = useTranslation();
  const [a, b] = row.pair.tokens;
  const fact = (label: string, value: ReactNode, testId?: string) => (
    <CardFact
      label={label}
      value={value}
      testId={testId}
      valueProps={{ component: 'div', style: { overflowWrap: 'anywhere' } }}
    />
  );
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={row.name}
      data-testid="funi-pool-row"
      data-pair={row.name}
    >
      <Stack gap="xs">
        <Anchor component={Link} to={`${base}/pools/pair/${row.pair.address}`} fw={600}>
          {row.name}
        </Anchor>
        <SimpleGrid cols={2} spacing="xs">
          {fact(t('funi.pools.liquidityA'), showAmount(row.pair.reserves[0], a))}
          {fact(t('funi.pools.liquidityB'), showAmount(row.pair.reserves[1], b))}
          {fact(t('funi.pools.price'), <PoolPrice row={row} />)}
          {fact(t('funi.pools.position'), <PoolPosition row={row} />, 'funi-pool-position')}
        </SimpleGrid>
        <PoolActions row={row} base={base} wrap />
      </Stack>
    </Card>
  );
}
