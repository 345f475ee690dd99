/**
 * Runs `task` the next time the browser is idle (after a timer where `requestIdleCallback` is missing) and returns
 * what cancels it: work a screen will need soon, done while it waits for the network instead of in its render.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(() => task());
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, 0);
  return () => clearTimeout(id);
}
