import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageSortedList } from './pageSortedList.ts';

// A list ordered by descending number, like newest-first ordinals; the cursor is a position (a number).
const list = [90, 70, 50, 30, 10];
const at = (position: number) => (item: number) => position - item;

describe('pageSortedList', () => {
  it('forward: from the start without a cursor, after the cursor with one', () => {
    expect(pageSortedList(list, null, 2)).toEqual({ items: [90, 70], hasNext: true, hasPrevious: false });
    expect(pageSortedList(list, at(70), 2)).toEqual({ items: [50, 30], hasNext: true, hasPrevious: true });
    expect(pageSortedList(list, at(30), 2)).toEqual({ items: [10], hasNext: false, hasPrevious: true });
    expect(pageSortedList(list, at(10), 2)).toEqual({ items: [], hasNext: false, hasPrevious: true });
  });

  it('a cursor whose item has left the list still pages from its position', () => {
    expect(pageSortedList(list, at(60), 2)).toEqual({ items: [50, 30], hasNext: true, hasPrevious: true });
    expect(pageSortedList(list, at(60), -2)).toEqual({ items: [90, 70], hasNext: true, hasPrevious: false });
  });

  it('backward: the end of the list without a cursor, the items before the cursor with one, in list order', () => {
    expect(pageSortedList(list, null, -2)).toEqual({ items: [30, 10], hasNext: false, hasPrevious: true });
    expect(pageSortedList(list, at(30), -2)).toEqual({ items: [70, 50], hasNext: true, hasPrevious: true });
    expect(pageSortedList(list, at(70), -2)).toEqual({ items: [90], hasNext: true, hasPrevious: false });
  });

  it('count is clamped to ±250 and 0 means 250; a fraction is refused', () => {
    const long = Array.from({ length: 600 }, (_, i) => 600 - i);
    expect(pageSortedList(long, null, 0).items).toHaveLength(250);
    expect(pageSortedList(long, null, 10_000).items).toHaveLength(250);
    expect(pageSortedList(long, null, -10_000).items).toHaveLength(250);
    expect(() => pageSortedList(long, null, 1.5)).toThrow('count must be an integer');
  });

  it('walking forward page by page visits every item once, in order (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 9 }),
        (numbers, size) => {
          const sorted = [...numbers].sort((a, b) => b - a);
          const seen: number[] = [];
          let cursor: number | null = null;
          for (;;) {
            const page: { items: number[]; hasNext: boolean } = pageSortedList(
              sorted,
              cursor === null ? null : at(cursor),
              size,
            );
            seen.push(...page.items);
            if (!page.hasNext) break;
            cursor = page.items.at(-1) ?? null;
          }
          expect(seen).toEqual(sorted);
        },
      ),
    );
  });
});
