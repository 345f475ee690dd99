/** The proposals table's code and sortable columns; the sort is saved per table code (docs/governance.md#proposals-list). */
export const PROPOSALS_SORT = {
  tableCode: 'gov-proposals',
  columns: ['id', 'start', 'end', 'votes', 'state'] as const,
  default: { sortBy: 'start', direction: 'desc' } as const,
};

export type ProposalsSortColumn = (typeof PROPOSALS_SORT.columns)[number];
