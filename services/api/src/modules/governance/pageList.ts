import { ApiError } from '../../errors/ApiError.ts';
import { pageWindow } from '../../paging/PageWindow.ts';

export interface ListPage<T> {
  items: T[];
  hasNext: boolean;
  hasPrevious: boolean;
}

/**
 * One page of a newest-first list held in memory, by the public API's rules for `count` (a positive count walks
 * to older items, a negative one to newer; clamped to ±250, 0 = 250) with an exclusive cursor: the item the cursor
 * names is never repeated. `hasNext` says older items exist beyond the page, `hasPrevious` newer ones.
 */
export function pageList<T>(
  list: readonly T[],
  cursorOf: (item: T) => string,
  cursor: string | null,
  count: number,
): ListPage<T> {
  const { size, backwards } = pageWindow(count, undefined);
  let anchor: number | undefined;
  if (cursor !== null) {
    anchor = list.findIndex((item) => cursorOf(item) === cursor);
    if (anchor < 0) throw new ApiError('INVALID_ARGUMENT', `unknown cursor ${JSON.stringify(cursor)}`);
  }
  let start: number;
  let end: number;
  if (backwards) {
    end = anchor ?? list.length;
    start = Math.max(0, end - size);
  } else {
    start = anchor === undefined ? 0 : anchor + 1;
    end = Math.min(list.length, start + size);
  }
  return { items: list.slice(start, end), hasNext: end < list.length, hasPrevious: start > 0 };
}
