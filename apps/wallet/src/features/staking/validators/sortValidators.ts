import type { Validator } from './Validator.ts';

export type ValidatorSortColumn = 'name' | 'id' | 'selfStaked' | 'delegated' | 'totalStaked';

/**
 * Sorts picker rows by a column (docs/staking.md#validator-picker: every column sortable); unnamed validators
 * sort as 'unknown'.
 */
export function sortValidators<T extends Validator>(
  rows: readonly T[],
  column: ValidatorSortColumn,
  direction: 'asc' | 'desc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (column === 'name') return (a.name ?? 'unknown').localeCompare(b.name ?? 'unknown');
    const x = a[column];
    const y = b[column];
    return x < y ? -1 : x > y ? 1 : 0;
  };
  return [...rows].sort((a, b) => sign * compare(a, b) || (a.id < b.id ? -1 : 1));
}
