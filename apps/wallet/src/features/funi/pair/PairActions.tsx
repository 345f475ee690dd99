import { formatAmount } from '@fantom-wallet/core';
import { Alert, Button, Loader, Stack, Table, Tabs, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { ExplorerLink } from '../../../shared/ui/ExplorerLink.tsx';
import { useLoadMoreOnScroll } from '../../../shared/ui/useLoadMoreOnScroll.ts';
import type { FuniPair } from '../data/FuniPair.ts';
import { funiQueries } from '../data/funiQueries.ts';
import { RetryAlert } from '../ui/RetryAlert.tsx';
import { Section } from '../ui/Section.tsx';
import { ACTION_TABS, actionAmounts } from './actionRow.ts';

/**
 * A pair's transactions (docs/funi.md#pair-detail): tabs All, Swaps, Adds, Removes; 15 a page, the next page
 * loading as the list's end scrolls into view; each action links to its transaction where there is an explorer.
 */
export function PairActions({ pair }: { pair: FuniPair }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string>('all');
  return (
    <Section title={t('funi.pair.transactions')}>
      <Tabs value={tab} onChange={(value) => setTab(value ?? 'all')}>
        <Tabs.List>
          {ACTION_TABS.map((entry) => (
            <Tabs.Tab key={entry.key} value={entry.key}>
              {t(`funi.pair.tabs.${entry.key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ActionsTable
        key={tab}
        pair={pair}
        type={ACTION_TABS.find((entry) => entry.key === tab)?.type ?? null}
      />
    </Section>
  );
}

function ActionsTable({ pair, type }: { pair: FuniPair; type: number | null }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const query = useInfiniteQuery(funiQueries.actions(network, pair.address, type));
  const end = useLoadMoreOnScroll(query);

  if (query.isError && !query.data) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} testId="funi-actions-error">
        {errorMessage(query.error, t)}
      </RetryAlert>
    );
  }
  if (!query.data) return <Loader role="progressbar" aria-label={t('funi.loading')} />;
  const actions = query.data.pages.flatMap((page) => page.edges.map((edge) => edge.uniswapAction));
  if (actions.length === 0) return <Text c="dimmed">{t('funi.pair.noActions')}</Text>;
  const show = (value: bigint, index: 0 | 1) => {
    const token = pair.tokens[index];
    return formatAmount(value, {
      decimals: token.decimals,
      fractionDigits: Math.min(4, token.decimals),
      symbol: token.symbol,
    });
  };
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={560}>
        <Table verticalSpacing="xs" data-testid="funi-actions" aria-label={t('funi.pair.transactions')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('funi.pair.action')}</Table.Th>
              <Table.Th>{t('funi.pair.tokenAmount')}</Table.Th>
              <Table.Th>{t('funi.pair.tokenAmount')}</Table.Th>
              <Table.Th>{t('funi.pair.time')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {actions.map((action) => {
              const { kind, amounts } = actionAmounts(action);
              const [first, second] = amounts;
              const sym = (index: 0 | 1) => pair.tokens[index].symbol;
              const text =
                kind === 'swap'
                  ? t('funi.pair.swapAction', { a: sym(first.token), b: sym(second.token) })
                  : t(`funi.pair.${kind}Action`, { a: sym(0), b: sym(1) });
              return (
                <Table.Tr
                  key={action.id}
                  data-testid="funi-action-row"
                  data-kind={kind}
                  data-hash={action.transactionHash}
                >
                  <Table.Td>
                    <ExplorerLink kind="tx" id={action.transactionHash}>
                      {text}
                    </ExplorerLink>
                  </Table.Td>
                  <Table.Td>{show(first.value, first.token)}</Table.Td>
                  <Table.Td>{show(second.value, second.token)}</Table.Td>
                  <Table.Td>{new Date(Number(action.time) * 1000).toLocaleString()}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <div ref={end} data-testid="funi-actions-end" />
      {query.isFetchingNextPage && <Loader role="progressbar" size="sm" aria-label={t('funi.loading')} />}
      {query.isFetchNextPageError && (
        <Alert color="red" role="alert">
          <Stack gap="xs" align="flex-start">
            {errorMessage(query.error, t)}
            <Button size="xs" variant="default" onClick={() => void query.fetchNextPage()}>
              {t('funi.retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {!query.hasNextPage && (
        <Text size="sm" c="dimmed" data-testid="funi-actions-complete">
          {t('funi.pair.allLoaded', { count: actions.length })}
        </Text>
      )}
    </Stack>
  );
}
