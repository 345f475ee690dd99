// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type PagedQuery, uniqueRows, useLoadMoreOnScroll } from './useLoadMoreOnScroll.ts';

describe('uniqueRows', () => {
  it('keeps page order and drops a row repeated on a later page', () => {
    const pages = [{ rows: ['a', 'b'] }, { rows: ['b', 'c'] }, { rows: [] }];
    expect(
      uniqueRows(
        pages,
        (p) => p.rows,
        (r) => r,
      ),
    ).toEqual(['a', 'b', 'c']);
  });
});

describe('useLoadMoreOnScroll', () => {
  const observers: Array<{
    callback: IntersectionObserverCallback;
    options: IntersectionObserverInit | undefined;
    disconnected: boolean;
  }> = [];
  class FakeObserver {
    readonly entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, options, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  afterEach(() => {
    cleanup();
    observers.length = 0;
  });

  function List({ query, distance }: { query: PagedQuery; distance?: number }) {
    const sentinel = useLoadMoreOnScroll(query, distance);
    return <div ref={sentinel} />;
  }
  const seen = (intersecting: boolean) => {
    const last = observers[observers.length - 1];
    last?.callback(
      [{ isIntersecting: intersecting } as IntersectionObserverEntry],
      {} as IntersectionObserver,
    );
  };

  it('loads the next page when the end comes within the distance', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    render(<List query={{ hasNextPage: true, isFetchingNextPage: false, fetchNextPage }} distance={800} />);
    expect(observers[0]?.options?.rootMargin).toBe('0px 0px 800px 0px');
    seen(false);
    expect(fetchNextPage).not.toHaveBeenCalled();
    seen(true);
    expect(fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('not while a page loads, and watches nothing when no page is left', () => {
    const fetchNextPage = vi.fn(async () => undefined);
    const { rerender } = render(
      <List query={{ hasNextPage: true, isFetchingNextPage: true, fetchNextPage }} />,
    );
    seen(true);
    expect(fetchNextPage).not.toHaveBeenCalled();
    rerender(<List query={{ hasNextPage: false, isFetchingNextPage: false, fetchNextPage }} />);
    expect(observers[0]?.disconnected).toBe(true);
    expect(observers).toHaveLength(1);
  });
});
