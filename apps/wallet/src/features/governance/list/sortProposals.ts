import type { ProposalRow } from '../data/ProposalRow.ts';
import { PROPOSALS_SORT, type ProposalsSortColumn } from './PROPOSALS_SORT.ts';

const compareBig = (a: bigint, b: bigint) => (a < b ? -1 : a > b ? 1 : 0);

/** Votes as a comparable ratio (voted ÷ total, 1e18 fixed point), 0 for a zero total. */
const votedRatio = (row: ProposalRow) =>
  row.totalWeight > 0n ? (row.votes * 10n ** 18n) / row.totalWeight : 0n;

const compare: Record<ProposalsSortColumn, (a: ProposalRow, b: ProposalRow) => number> = {
  id: (a, b) => compareBig(a.id, b.id),
  start: (a, b) => compareBig(a.votingStarts, b.votingStarts),
  end: (a, b) => compareBig(a.votingMustEnd, b.votingMustEnd),
  votes: (a, b) => compareBig(votedRatio(a), votedRatio(b)),
  state: (a, b) => compareBig(a.status, b.status),
};

/**
 * The loaded rows in the saved order (an unknown saved column falls back to the default); ties keep the API's
 * order, so the list never jumps.
 */
export function sortProposals(
  rows: readonly ProposalRow[],
  layout: { sortBy: string; direction: 'asc' | 'desc' },
): ProposalRow[] {
  const column = (PROPOSALS_SORT.columns as readonly string[]).includes(layout.sortBy)
    ? (layout.sortBy as ProposalsSortColumn)
    : PROPOSALS_SORT.default.sortBy;
  const sign = layout.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compare[column](a.row, b.row) || a.index - b.index)
    .map((x) => x.row);
}
