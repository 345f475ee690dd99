import { percentOf, proposalStateLabel, proposalWinner } from '@fantom-wallet/core';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useInfiniteQuery, useQueries } from '@tanstack/react-query';
import { createContext, memo, type ReactNode, useCallback, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useHref, useNavigate } from 'react-router';
import { errorMessage } from '../../../shared/errorMessage.ts';
import { formatChainTime } from '../../../shared/formatChainTime.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { CardFact } from '../../../shared/ui/CardFact.tsx';
import { ChainText } from '../../../shared/ui/ChainText.tsx';
import { chainLabel } from '../../../shared/ui/chainLabel.ts';
import { uniqueRows, useLoadMoreOnScroll } from '../../../shared/ui/useLoadMoreOnScroll.ts';
import { usePhoneLayout } from '../../../shared/ui/usePhoneLayout.ts';
import type { Account } from '../../../storage/accounts/Account.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { governanceQueries } from '../data/governanceQueries.ts';
import type { ProposalRow } from '../data/ProposalRow.ts';
import { GovernanceError } from '../ui/GovernanceError.tsx';
import { GovernanceLoading } from '../ui/GovernanceLoading.tsx';
import { PROPOSALS_SORT, type ProposalsSortColumn } from './PROPOSALS_SORT.ts';
import classes from './ProposalsList.module.css';
import { sortProposals } from './sortProposals.ts';

/** More pages load when the end of the list is this close. */
const SCROLL_DISTANCE_PX = 800;

/** 'You Voted' of the loaded pages: per row key, the delegations that voted; absent while its page's votes load. */
interface PageVotes {
  voted: Record<string, number>;
  error: unknown;
}
const VotesContext = createContext<
  PageVotes & { label: (voted: number, of: number) => string; loading: string }
>({
  voted: {},
  error: null,
  label: (voted, of) => `${voted} / ${of}`,
  loading: '',
});

const STATE_COLORS: Record<string, string> = {
  '0': 'blue',
  '1': 'green',
  '2': 'red',
  '4': 'gray',
  '8': 'orange',
};

/**
 * The proposals list (docs/governance.md#proposals-list): count, table (cards on phones), pages of 40 loaded by
 * scrolling, rows keyed by contract and id, the sort saved per table, the error in place of the list.
 */
export function ProposalsList({ account }: { account: Account }) {
  const { t } = useTranslation();
  const network = useActiveNetwork();
  const proposals = useInfiniteQuery(governanceQueries.proposals(network, account.address));
  // Each page's votes were asked for as soon as the page came in; only the You Voted cells wait for them.
  const votes = useQueries({
    queries: (proposals.data?.pages ?? []).map((page) =>
      governanceQueries.pageVotes(network, account.address, page),
    ),
    combine: (results): PageVotes => ({
      voted: Object.assign({}, ...results.map((r) => r.data ?? {})),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
  const votesCells = useMemo(
    () => ({
      ...votes,
      label: (voted: number, of: number) => t('governance.list.youVotedValue', { voted, of }),
      loading: t('governance.loading'),
    }),
    [votes, t],
  );
  const layout = useSettingsStore((s) => s.tableLayouts[PROPOSALS_SORT.tableCode]) ?? PROPOSALS_SORT.default;
  const setTableLayout = useSettingsStore((s) => s.setTableLayout);
  const sentinel = useLoadMoreOnScroll(proposals, SCROLL_DISTANCE_PX);
  const phone = usePhoneLayout();

  const rows = useMemo(
    () =>
      sortProposals(
        uniqueRows(
          proposals.data?.pages ?? [],
          (p) => p.rows,
          (r) => r.key,
        ),
        layout,
      ),
    [proposals.data, layout],
  );
  const total = proposals.data?.pages[0]?.totalCount;

  const sortBy = useCallback(
    (column: ProposalsSortColumn) => {
      const direction = layout.sortBy === column && layout.direction === 'desc' ? 'asc' : 'desc';
      setTableLayout(PROPOSALS_SORT.tableCode, { sortBy: column, direction });
    },
    [layout, setTableLayout],
  );

  return (
    <VotesContext.Provider value={votesCells}>
      <Stack gap="md">
        <Group gap="xs" align="baseline">
          <Title order={2} size="h3" id="proposals-title">
            {t('governance.list.proposals')}
          </Title>
          {total !== undefined && (
            <Badge variant="light" data-testid="proposals-count">
              {total.toString()}
            </Badge>
          )}
        </Group>
        {proposals.isPending ? (
          <GovernanceLoading />
        ) : proposals.isError && !proposals.data ? (
          <GovernanceError error={proposals.error} />
        ) : rows.length === 0 ? (
          <Text c="dimmed">{t('governance.list.none')}</Text>
        ) : // One layout at a time: rendering both (one hidden by CSS) doubled the work of painting a page.
        phone ? (
          <ProposalCards account={account} rows={rows} />
        ) : (
          <ProposalsTable account={account} rows={rows} layout={layout} onSort={sortBy} />
        )}
        {proposals.isError && proposals.data && (
          <Alert color="red" role="alert">
            {errorMessage(proposals.error, t)}
          </Alert>
        )}
        {votes.error !== null && (
          <Alert color="red" role="alert">
            {errorMessage(votes.error, t)}
          </Alert>
        )}
        {proposals.isFetchingNextPage && (
          <Center>
            <Loader role="progressbar" size="sm" aria-label={t('governance.loading')} />
          </Center>
        )}
        <div ref={sentinel} />
      </Stack>
    </VotesContext.Provider>
  );
}

function detailPath(account: Account, row: ProposalRow) {
  return `/gov/${account.address}/proposal-detail/${row.id}/${row.governanceId}`;
}

function cellsOf(row: ProposalRow, language: string) {
  const winner = proposalWinner({ isResolved: row.isResolved, winnerId: row.winnerId }, row.options.length);
  return {
    start: formatChainTime(row.votingStarts, language),
    end: formatChainTime(row.votingMustEnd, language),
    votes: `${percentOf(row.votes, row.totalWeight)}%`,
    winner: winner === undefined ? '-' : (row.options[winner] ?? '-'),
    state: proposalStateLabel(row.status),
  };
}

/**
 * 'You Voted' of one row: "n / m" once its page's votes are in ('…' until then, '?' if they failed), '-' without
 * delegations. Only these cells re-render when the votes arrive, and only their text and attributes change: one
 * element throughout, so 40 cells filling in restyle nothing else.
 */
function YouVoted({ row }: { row: ProposalRow }) {
  const { voted, error, label, loading } = useContext(VotesContext);
  const n = voted[row.key];
  if (row.delegatedTo.length > 0 && n === undefined && error === null)
    return (
      <span className={classes.pending} role="img" aria-label={loading}>
        …
      </span>
    );
  return (
    <span>
      {row.delegatedTo.length === 0 ? '-' : n !== undefined ? label(n, row.delegatedTo.length) : '?'}
    </span>
  );
}

const ProposalsTable = memo(function ProposalsTable({
  account,
  rows,
  layout,
  onSort,
}: {
  account: Account;
  rows: ProposalRow[];
  layout: { sortBy: string; direction: 'asc' | 'desc' };
  onSort: (column: ProposalsSortColumn) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  // One href resolution for the table (the router's `Link` resolves its own in every row).
  const detailHref = useHref(`/gov/${account.address}/proposal-detail`);
  const detail = t('governance.list.detail');
  const header = (column: ProposalsSortColumn | null, label: string) => {
    if (!column) return <Table.Th>{label}</Table.Th>;
    const active = layout.sortBy === column;
    const Icon = !active ? IconSelector : layout.direction === 'asc' ? IconArrowUp : IconArrowDown;
    return (
      <Table.Th aria-sort={active ? (layout.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <UnstyledButton onClick={() => onSort(column)}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" fw={700}>
              {label}
            </Text>
            <Icon size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };
  return (
    <Table.ScrollContainer minWidth={800} type="native">
      <Table highlightOnHover aria-labelledby="proposals-title" data-testid="proposals-table">
        <Table.Thead>
          <Table.Tr>
            {header('id', t('governance.list.idName'))}
            {header('start', t('governance.list.startEnd'))}
            {header(null, t('governance.list.youVoted'))}
            {header('votes', t('governance.list.votes'))}
            {header(null, t('governance.list.winner'))}
            {header('state', t('governance.list.state'))}
            {header(null, t('governance.list.detail'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <TableRow
              key={row.key}
              to={detailPath(account, row)}
              href={`${detailHref}/${row.id}/${row.governanceId}`}
              row={row}
              language={i18n.language}
              detail={detail}
              navigate={navigate}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
});

/** Mantine's own table and badge classes, so plain elements look exactly like `Table.Tr` / `Table.Td` / `Badge`. */
const tableClasses = Table.classes as Record<'tr' | 'td', string>;
const badgeClasses = Badge.classes as Record<'root' | 'root--dot' | 'label', string>;

/**
 * One row of plain elements styled with Mantine's table and badge classes: a page renders 40 at once, right when
 * its answer comes in, and `Table.Tr`/`Table.Td`/`Badge`/`Anchor` cost a props merge, a context read and a style
 * resolution each — about ten per row (docs/governance.md#proposals-list).
 */
const TableRow = memo(function TableRow({
  to,
  href,
  row,
  language,
  detail,
  navigate,
}: {
  to: string;
  /** `to` as the router writes it in a link (with its basename or hash). */
  href: string;
  row: ProposalRow;
  language: string;
  detail: string;
  navigate: (to: string) => void;
}) {
  const cells = cellsOf(row, language);
  return (
    <tr
      className={`${tableClasses.tr} ${classes.row}`}
      data-with-row-border
      data-hover
      onClick={() => navigate(to)}
      data-testid={`proposal-row-${row.id}`}
    >
      <td className={tableClasses.td}>
        <div className={classes.dimmed}>{row.id.toString()}</div>
        <div className={classes.name}>
          <ChainText text={row.name} kind="title" expandable={false} />
        </div>
      </td>
      <td className={`${tableClasses.td} ${classes.nowrap}`}>
        <div>{cells.start}</div>
        <div className={classes.dimmed}>{cells.end}</div>
      </td>
      <td className={tableClasses.td}>
        <YouVoted row={row} />
      </td>
      <td className={`${tableClasses.td} ${classes.numbers}`}>{cells.votes}</td>
      <td className={tableClasses.td} dir="auto">
        {cells.winner}
      </td>
      <td className={`${tableClasses.td} ${classes.nowrap}`}>
        <div
          className={`${badgeClasses['root--dot']} ${badgeClasses.root} ${classes.state}`}
          data-variant="dot"
          data-color={STATE_COLORS[row.status.toString()] ?? 'gray'}
        >
          <span className={badgeClasses.label}>{cells.state}</span>
        </div>
      </td>
      <td className={tableClasses.td}>
        <a
          className={`mantine-focus-auto ${classes.detail}`}
          href={href}
          onClick={(e) => {
            e.stopPropagation();
            // A plain click stays in the app; with a modifier or another button the browser opens the link.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            navigate(to);
          }}
        >
          {detail}
        </a>
      </td>
    </tr>
  );
});

const ProposalCards = memo(function ProposalCards({
  account,
  rows,
}: {
  account: Account;
  rows: ProposalRow[];
}) {
  return (
    <Stack gap="sm" data-testid="proposal-cards">
      {rows.map((row) => (
        <ProposalCard key={row.key} account={account} row={row} />
      ))}
    </Stack>
  );
});

function ProposalCard({ account, row }: { account: Account; row: ProposalRow }) {
  const { t, i18n } = useTranslation();
  const cells = cellsOf(row, i18n.language);
  const fact = (label: string, value: ReactNode) => (
    <CardFact label={label} value={value} valueProps={{ dir: 'auto' }} />
  );
  return (
    <Card
      withBorder
      padding="sm"
      component="article"
      aria-label={`${row.id.toString()} ${chainLabel(row.name, 'title')}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {`${row.id.toString()} · `}
            <ChainText text={row.name} kind="title" expandable={false} />
          </Text>
          <Badge
            color={STATE_COLORS[row.status.toString()] ?? 'gray'}
            variant="dot"
            style={{ flexShrink: 0 }}
          >
            {cells.state}
          </Badge>
        </Group>
        <SimpleGrid cols={2} spacing="xs">
          {fact(t('governance.list.start'), cells.start)}
          {fact(t('governance.list.end'), cells.end)}
          {fact(t('governance.list.youVoted'), <YouVoted row={row} />)}
          {fact(t('governance.list.votes'), cells.votes)}
          {fact(t('governance.list.winner'), cells.winner)}
        </SimpleGrid>
        <Anchor component={Link} to={detailPath(account, row)} size="sm">
          {t('governance.list.detail')}
        </Anchor>
      </Stack>
    </Card>
  );
}
