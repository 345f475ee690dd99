import { ApiError } from '../errors/ApiError.ts';

/** The public API clamps `count` to ±250 (0 means 250) instead of rejecting it. */
export const maxPageSize = 250;

/**
 * How to read one page of a newest-first list keyed by an increasing ordinal. A positive count walks to
 * older items (below the cursor), a negative one to newer items (above it); the cursor is exclusive.
 */
export interface PageWindow {
  size: number;
  /** True when walking to newer items: rows are read oldest first and reversed. */
  backwards: boolean;
  /** Exclusive bound, or undefined for "from the newest" / "from the oldest" end. */
  bound: number | undefined;
}

export function pageWindow(count: number, bound: number | undefined): PageWindow {
  if (!Number.isInteger(count)) throw new ApiError('INVALID_ARGUMENT', 'count must be an integer');
  const size = count === 0 ? maxPageSize : Math.min(Math.abs(count), maxPageSize);
  return { size, backwards: count < 0, bound };
}

/** SQL pieces for the window: `ordinal <op> $bound order by ordinal <dir> limit size+1`. */
export function windowSql(
  window: PageWindow,
  column = 'ordinal',
): { where: string; order: string; limit: number; bound: number } {
  const op = window.backwards ? '>' : '<';
  const bound = window.bound ?? (window.backwards ? -1 : Number.MAX_SAFE_INTEGER);
  return {
    where: `${column} ${op} `,
    order: `${column} ${window.backwards ? 'asc' : 'desc'}`,
    limit: window.size + 1,
    bound,
  };
}

export interface PageSlice<T> {
  items: T[];
  hasNext: boolean;
  hasPrevious: boolean;
}

/** Turns the size+1 rows read for a window into a newest-first page with its has-next/previous flags. */
export function slicePage<T>(rows: readonly T[], window: PageWindow): PageSlice<T> {
  const more = rows.length > window.size;
  const items = rows.slice(0, window.size);
  if (window.backwards) items.reverse();
  const withCursor = window.bound !== undefined;
  return window.backwards
    ? { items, hasNext: withCursor, hasPrevious: more }
    : { items, hasNext: more, hasPrevious: withCursor };
}
