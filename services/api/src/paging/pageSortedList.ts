import { type PageSlice, pageWindow } from './PageWindow.ts';

/**
 * One page of a list held in memory in its final order, by the public API's rules for `count` (a positive count
 * walks forward from the cursor, a negative one back; clamped to ±250, 0 = 250). The cursor names a position in
 * the order, not an item: `fromCursor(item)` is below 0 for an item before it, 0 for the item it was taken from
 * and above 0 for one after it (monotonic along the list). So an item that left the list since the cursor was
 * handed out does not make the cursor unknown, and the cursor's own item is never repeated. Without a cursor a
 * negative count gives the end of the list, nothing dropped. `hasNext` says items follow the page, `hasPrevious`
 * that items come before it.
 */
export function pageSortedList<T>(
  list: readonly T[],
  fromCursor: ((item: T) => number) | null,
  count: number,
): PageSlice<T> {
  const { size, backwards } = pageWindow(count, undefined);
  let start: number;
  let end: number;
  if (backwards) {
    end = fromCursor === null ? list.length : firstIndex(list, (item) => fromCursor(item) >= 0);
    start = Math.max(0, end - size);
  } else {
    start = fromCursor === null ? 0 : firstIndex(list, (item) => fromCursor(item) > 0);
    end = Math.min(list.length, start + size);
  }
  return { items: list.slice(start, end), hasNext: end < list.length, hasPrevious: start > 0 };
}

/** The first index where `holds` is true (it stays true from there on), or the list's length. */
function firstIndex<T>(list: readonly T[], holds: (item: T) => boolean): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (holds(list[middle] as T)) high = middle;
    else low = middle + 1;
  }
  return low;
}
