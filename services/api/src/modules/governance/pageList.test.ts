import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/ApiError.ts';
import { pageList } from './pageList.ts';

// Newest first, like the proposal list: 'p9' … 'p0'.
const list = Array.from({ length: 10 }, (_, i) => `p${9 - i}`);
const self = (item: string) => item;

describe('pageList: newest-first pages with exclusive cursors', () => {
  it('a positive count without a cursor gives the newest items, then the next page starts after the cursor', () => {
    expect(pageList(list, self, null, 4)).toEqual({
      items: ['p9', 'p8', 'p7', 'p6'],
      hasNext: true,
      hasPrevious: false,
    });
    expect(pageList(list, self, 'p6', 4)).toEqual({
      items: ['p5', 'p4', 'p3', 'p2'],
      hasNext: true,
      hasPrevious: true,
    });
    expect(pageList(list, self, 'p2', 4)).toEqual({ items: ['p1', 'p0'], hasNext: false, hasPrevious: true });
    expect(pageList(list, self, 'p0', 4)).toEqual({ items: [], hasNext: false, hasPrevious: true });
  });

  it('a negative count walks to newer items, still newest first; without a cursor it starts at the oldest end', () => {
    expect(pageList(list, self, 'p2', -3)).toEqual({
      items: ['p5', 'p4', 'p3'],
      hasNext: true,
      hasPrevious: true,
    });
    expect(pageList(list, self, 'p8', -3)).toEqual({ items: ['p9'], hasNext: true, hasPrevious: false });
    expect(pageList(list, self, null, -3)).toEqual({
      items: ['p2', 'p1', 'p0'],
      hasNext: false,
      hasPrevious: true,
    });
  });

  it('count 0 means 250 and larger counts are clamped to 250, like the public API', () => {
    const long = Array.from({ length: 300 }, (_, i) => `x${i}`);
    expect(pageList(long, self, null, 0).items).toHaveLength(250);
    expect(pageList(long, self, null, 10_000).items).toHaveLength(250);
    expect(pageList(long, self, null, -10_000).items).toHaveLength(250);
  });

  it('an unknown cursor is an INVALID_ARGUMENT error naming it', () => {
    const call = () => pageList(list, self, 'nope', 4);
    expect(call).toThrow(ApiError);
    expect(call).toThrow('unknown cursor "nope"');
  });

  it('walking forward page by page visits every item once, in order, and ends with hasNext false', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 25 }), (length, size) => {
        const items = Array.from({ length }, (_, i) => `i${length - i}`);
        const seen: string[] = [];
        let cursor: string | null = null;
        for (;;) {
          const page: ReturnType<typeof pageList<string>> = pageList(items, self, cursor, size);
          seen.push(...page.items);
          expect(page.hasPrevious).toBe(cursor !== null && items.length > 0);
          if (!page.hasNext) break;
          cursor = page.items.at(-1) ?? null;
        }
        expect(seen).toEqual(items);
      }),
    );
  });

  it('walking backward from the oldest end visits every item once and ends with hasPrevious false', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 25 }), (length, size) => {
        const items = Array.from({ length }, (_, i) => `i${length - i}`);
        const seen: string[] = [];
        let cursor: string | null = null;
        for (;;) {
          const page: ReturnType<typeof pageList<string>> = pageList(items, self, cursor, -size);
          seen.unshift(...page.items);
          if (!page.hasPrevious) break;
          cursor = page.items[0] ?? null;
        }
        expect(seen).toEqual(items);
      }),
    );
  });
});
