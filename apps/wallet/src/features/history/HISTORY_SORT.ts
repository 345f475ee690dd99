/** The Transactions tab's table code and sortable columns; the layout is saved per table code (spec 1 §2). */
export const HISTORY_SORT = {
  tableCode: 'account-transactions',
  columns: ['time', 'amount', 'fee'] as const,
  default: { sortBy: 'time', direction: 'desc' } as const,
};
