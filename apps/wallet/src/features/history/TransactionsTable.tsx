import { formatAmount, sameAddress, shortenAddress } from '@fantom-wallet/core';
import { Alert, Center, Group, Loader, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errorMessage.ts';
import { formatDateTime } from '../../shared/formatChainTime.ts';
import { ChainText } from '../../shared/ui/ChainText.tsx';
import { ExplorerLink } from '../../shared/ui/ExplorerLink.tsx';
import { uniqueRows, useLoadMoreOnScroll } from '../../shared/ui/useLoadMoreOnScroll.ts';
import { useProgressiveRows } from '../../shared/ui/useProgressiveRows.ts';
import { useAccountsStore } from '../../storage/accounts/useAccountsStore.ts';
import { useContactsStore } from '../../storage/contacts/useContactsStore.ts';
import { useSettingsStore } from '../../storage/settings/useSettingsStore.ts';
import { HISTORY_SORT } from './HISTORY_SORT.ts';
import { sortHistory } from './sortHistory.ts';
import { useAccountHistory } from './useAccountHistory.ts';

/** docs/account.md#transactions-tab: more rows load when the end of the list is this close. */
const SCROLL_DISTANCE_PX = 1100;

/**
 * The Transactions tab (docs/account.md#transactions-tab): hash, time, direction, counterparty (contact or
 * wallet name), amount, fee and status; infinite scroll by cursor; the error replaces the list; sort saved
 * per table code.
 */
export function TransactionsTable({ address }: { address: string }) {
  const { t, i18n } = useTranslation();
  const history = useAccountHistory(address);
  // A query's answer reaches React through a store, whose updates React renders at once, in one task: on a phone's
  // first load of the account page, a page of rows was the longest task after the first paint. Deferred, the rows
  // render in a second pass React splits into short tasks; the store's own render keeps what was on screen.
  const pages = useDeferredValue(history.data?.pages);
  const contacts = useContactsStore((s) => s.contacts);
  const accounts = useAccountsStore((s) => s.accounts);
  const fractionDigits = useSettingsStore((s) => s.fractionDigits);
  const layout = useSettingsStore((s) => s.tableLayouts[HISTORY_SORT.tableCode]) ?? HISTORY_SORT.default;
  const setTableLayout = useSettingsStore((s) => s.setTableLayout);
  const items = useMemo(
    () =>
      sortHistory(
        uniqueRows(
          pages ?? [],
          (p) => p.items,
          (i) => i.hash,
        ),
        layout,
      ),
    [pages, layout],
  );
  // Its commit is still one task: the rows on screen come first, the rest in a transition (useProgressiveRows). The
  // next page is asked for only once every row of the last is drawn, or the end of a half-drawn list would look like
  // the end of the history.
  const drawn = useProgressiveRows(items.length);
  const sentinel = useLoadMoreOnScroll(
    {
      hasNextPage: history.hasNextPage && pages === history.data?.pages && drawn === items.length,
      isFetchingNextPage: history.isFetchingNextPage,
      fetchNextPage: history.fetchNextPage,
    },
    SCROLL_DISTANCE_PX,
  );

  const nameOf = (other: string | null) => {
    if (!other) return null;
    return (
      contacts.find((c) => sameAddress(c.address, other))?.name ??
      accounts.find((a) => sameAddress(a.address, other))?.name ??
      null
    );
  };

  if (pages === undefined && !history.isError) {
    return (
      <Center py="xl">
        <Loader role="progressbar" aria-label={t('history.loading')} />
      </Center>
    );
  }
  if (pages === undefined) {
    return (
      <Alert color="red" role="alert" title={t('history.errorTitle')}>
        {errorMessage(history.error, t)}
      </Alert>
    );
  }
  if (items.length === 0) return <Text c="dimmed">{t('history.noItems')}</Text>;

  const sortHeader = (column: (typeof HISTORY_SORT.columns)[number], label: string) => {
    const active = layout.sortBy === column;
    const next = active && layout.direction === 'desc' ? 'asc' : 'desc';
    const Icon = !active ? IconSelector : layout.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (layout.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton
          onClick={() => setTableLayout(HISTORY_SORT.tableCode, { sortBy: column, direction: next })}
          fw={700}
          fz="sm"
        >
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <>
      <Table.ScrollContainer minWidth={760} type="native">
        <Table verticalSpacing="xs" highlightOnHover aria-label={t('history.transactionsLabel')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('history.columns.hash')}</Table.Th>
              {sortHeader('time', t('history.columns.time'))}
              <Table.Th>{t('history.columns.direction')}</Table.Th>
              <Table.Th>{t('history.columns.counterparty')}</Table.Th>
              {sortHeader('amount', t('history.columns.amount'))}
              {sortHeader('fee', t('history.columns.fee'))}
              <Table.Th>{t('history.columns.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.slice(0, drawn).map((item) => {
              const outgoing = sameAddress(item.from, address);
              const incoming = sameAddress(item.to, address);
              const direction = outgoing && incoming ? 'self' : outgoing ? 'out' : 'in';
              const other = direction === 'in' ? item.from : item.to;
              const name = nameOf(other);
              return (
                <Table.Tr key={item.hash} data-hash={item.hash}>
                  <Table.Td ff="monospace" fz="sm">
                    <ExplorerLink kind="tx" id={item.hash} label={item.hash}>
                      {shortenAddress(item.hash)}
                    </ExplorerLink>
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap' }}>
                    {item.timestamp === null
                      ? '–'
                      : formatDateTime(new Date(item.timestamp * 1000), i18n.language)}
                  </Table.Td>
                  <Table.Td>
                    <Text span fz="sm" fw={600}>
                      {t(`history.direction.${direction}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm">
                    {name && (
                      <Text span fw={600} fz="sm" display="block">
                        <ChainText text={name} kind="name" />
                      </Text>
                    )}
                    <Text span ff="monospace" fz="sm" title={other ?? undefined}>
                      {other ? shortenAddress(other) : t('history.contractCreation')}
                    </Text>
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {direction === 'out' ? '−' : direction === 'in' ? '+' : ''}
                    {formatAmount(item.value, { decimals: 18, fractionDigits, symbol: 'FTM' })}
                  </Table.Td>
                  <Table.Td fz="sm" style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                    {item.fee === null
                      ? '–'
                      : formatAmount(item.fee, { decimals: 18, fractionDigits: 6, symbol: 'FTM' })}
                  </Table.Td>
                  <Table.Td>
                    <Text
                      span
                      fz="sm"
                      fw={600}
                      {...(item.status === 'error' ? { c: 'var(--mantine-color-error)' } : {})}
                    >
                      {t(`history.status.${item.status}`)}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div ref={sentinel} aria-hidden />
      {history.isFetchingNextPage && (
        <Center py="sm">
          <Loader role="progressbar" size="sm" aria-label={t('history.loadingMore')} />
        </Center>
      )}
      {history.isFetchNextPageError && (
        <Alert color="red" role="alert">
          {errorMessage(history.error, t)}
        </Alert>
      )}
    </>
  );
}
