import { startTransition, useEffect, useState } from 'react';

/**
 * False in a component's first render, then true from a transition right after its first commit: for a part that
 * wraps its button in a Mantine Popover or Menu, or keeps a Modal next to it. Those set state inside React's commit
 * as they mount (floating-ui's reference ref, the Portal's node), and a state update inside a commit makes React
 * run every pending effect of the page and render again in the same task: on a phone's first load of the account
 * page, a task of ~170 ms at Lighthouse's 4× slower CPU instead of three short ones (BENCHMARKS.md). Mounted in a
 * commit of their own a moment later, they cost a few milliseconds. Until then the button alone renders; keep what
 * it opens in the component's state, so that a click in between opens it once mounted.
 */
export function useAfterFirstCommit(): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => startTransition(() => setAfter(true)), []);
  return after;
}
