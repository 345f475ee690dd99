/**
 * The Transactions tab's table code and sortable columns; the layout is saved per table code
 * (docs/account.md#data-tables).
 */
export const HISTORY_SORT = {
  tableCode: 'account-transactions',
  columns: ['time', 'amount', 'fee'] as const,
  default: { sortBy: 'time', direction: 'desc' } as const,
};
