import type { HistoryItem } from './HistoryItem.ts';

function key(item: HistoryItem, sortBy: string): bigint {
  if (sortBy === 'amount') return item.value;
  if (sortBy === 'fee') return item.fee ?? -1n;
  // Pending (no block yet) sorts as the newest.
  return item.blockNumber === null ? BigInt(Number.MAX_SAFE_INTEGER) : BigInt(item.blockNumber);
}

/**
 * The loaded rows in the user's order; ties keep the API's order (newest first), so equal amounts never jump.
 * Unknown columns sort by time.
 */
export function sortHistory(
  items: readonly HistoryItem[],
  layout: { sortBy: string; direction: 'asc' | 'desc' },
): HistoryItem[] {
  const sign = layout.direction === 'asc' ? 1 : -1;
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      const ka = key(a.item, layout.sortBy);
      const kb = key(b.item, layout.sortBy);
      if (ka !== kb) return ka < kb ? -sign : sign;
      return layout.sortBy === 'time' && layout.direction === 'asc' ? b.index - a.index : a.index - b.index;
    })
    .map(({ item }) => item);
}
