// @vitest-environment happy-dom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useProgressiveRows } from './useProgressiveRows.ts';

function Counts({ total, seen }: { total: number; seen: number[] }) {
  const shown = useProgressiveRows(total, 20);
  seen.push(shown);
  return null;
}

describe('useProgressiveRows', () => {
  it('draws the first rows, then all of them; a list that grows later is drawn whole at once', async () => {
    const seen: number[] = [];
    const view = render(<Counts total={0} seen={seen} />);
    expect(seen.at(-1)).toBe(0);
    await act(async () => view.rerender(<Counts total={100} seen={seen} />));
    expect(seen.at(-1)).toBe(20);
    // The rest once a frame has been painted with the first rows.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
    expect(seen.indexOf(20)).toBeLessThan(seen.indexOf(100));
    expect(seen.at(-1)).toBe(100);
    seen.length = 0;
    await act(async () => view.rerender(<Counts total={200} seen={seen} />));
    expect(seen).toEqual(expect.arrayContaining([200]));
    expect(Math.min(...seen)).toBe(200);
  });

  it('a short list is drawn whole in its first render', () => {
    const seen: number[] = [];
    render(<Counts total={7} seen={seen} />);
    expect(seen[0]).toBe(7);
  });
});
