import { type RefObject, useEffect, useRef } from 'react';

/** What the hook needs of an infinite query (TanStack Query's `useInfiniteQuery` result). */
export interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Infinite scrolling: the next page loads when the element behind the returned ref (put after the last row)
 * comes within `distancePx` below the viewport, unless a page is already loading or none is left.
 */
export function useLoadMoreOnScroll(
  { hasNextPage, isFetchingNextPage, fetchNextPage }: PagedQuery,
  distancePx = 0,
): RefObject<HTMLDivElement | null> {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: `0px 0px ${distancePx}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, distancePx]);
  return sentinel;
}

/**
 * The rows of every loaded page, each key once: the API can repeat a row across pages when new rows arrive
 * between page reads.
 */
export function uniqueRows<P, R>(
  pages: readonly P[],
  rowsOf: (page: P) => readonly R[],
  keyOf: (row: R) => string,
): R[] {
  const seen = new Set<string>();
  return pages.flatMap(rowsOf).filter((row) => {
    const key = keyOf(row);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
