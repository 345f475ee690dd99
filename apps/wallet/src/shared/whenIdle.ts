/**
 * Calls `callback` at the browser's next idle moment, or after `timeoutMs` at the latest; where the browser has no
 * idle callbacks (Safari), in the next task. Returns what cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(callback, 0);
  return () => clearTimeout(id);
}
