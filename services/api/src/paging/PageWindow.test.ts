import { describe, expect, it } from 'vitest';
import { pageWindow, slicePage } from './PageWindow.ts';

describe('pageWindow', () => {
  it('clamps count to ±250 and treats 0 as 250', () => {
    expect(pageWindow(0, undefined).size).toBe(250);
    expect(pageWindow(1000, undefined).size).toBe(250);
    expect(pageWindow(-1000, undefined)).toMatchObject({ size: 250, backwards: true });
    expect(pageWindow(40, undefined)).toMatchObject({ size: 40, backwards: false });
  });
});

describe('slicePage', () => {
  const rows = [5, 4, 3];
  it('forward without cursor: newest items, no previous', () => {
    expect(slicePage(rows, pageWindow(2, undefined))).toEqual({
      items: [5, 4],
      hasNext: true,
      hasPrevious: false,
    });
    expect(slicePage(rows, pageWindow(3, undefined))).toEqual({
      items: [5, 4, 3],
      hasNext: false,
      hasPrevious: false,
    });
  });
  it('forward with cursor: the cursor item is newer, so there is a previous page', () => {
    expect(slicePage([3, 2], pageWindow(2, 9))).toEqual({ items: [3, 2], hasNext: false, hasPrevious: true });
  });
  it('backward: rows read oldest first come out newest first; nothing is dropped', () => {
    expect(slicePage([1, 2, 3], pageWindow(-2, undefined))).toEqual({
      items: [2, 1],
      hasNext: false,
      hasPrevious: true,
    });
    expect(slicePage([1], pageWindow(-2, undefined))).toEqual({
      items: [1],
      hasNext: false,
      hasPrevious: false,
    });
    expect(slicePage([6, 7], pageWindow(-2, 5))).toEqual({
      items: [7, 6],
      hasNext: true,
      hasPrevious: false,
    });
  });
});
