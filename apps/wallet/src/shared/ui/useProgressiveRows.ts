import { startTransition, useEffect, useState } from 'react';

/**
 * Rows a long list draws in the render that shows it: what a 1080-pixel-high screen shows of a table of two-line
 * rows (a phone shows 3 or 4 cards). Each row of Mantine parts costs a few milliseconds on a slow phone.
 */
export const FIRST_ROWS = 12;

/**
 * How many of a list's `total` rows to draw: `first` in the render that shows the list, then every row in a
 * transition React may interrupt, so the browser paints the top of the list (all the screen shows) before the rest
 * is built. The transition starts once the frame holding the first rows is painted (an animation frame, then a
 * task): started at once, its first slice of work ran between their commit and that frame's end. Once the whole
 * list is drawn, rows added later (a next page) are drawn at once.
 */
export function useProgressiveRows(total: number, first = FIRST_ROWS): number {
  const [limit, setLimit] = useState(first);
  useEffect(() => {
    if (limit >= total) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => startTransition(() => setLimit(Number.POSITIVE_INFINITY)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [limit, total]);
  return Math.min(limit, total);
}
