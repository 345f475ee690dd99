import { useEffect, useState } from 'react';
import { whenIdle } from '../../shared/whenIdle.ts';

/**
 * How long after the app's first render the service worker is registered (then at the browser's next idle moment).
 * Registered at once, a first visit's worker installed in the middle of the start: it downloaded the whole app for
 * offline use (some 160 files) while the page still loaded its own, and its ~1 s of work ran beside the page's first
 * render (Lighthouse's blocking time, BENCHMARKS.md). A returning visitor's worker already serves the page; only
 * its check for a new version waits (docs/network.md#app-shell-offline-and-updates).
 */
export const SERVICE_WORKER_DELAY_MS = 3000;

/** False until `delayMs` after the first render, then true at the browser's next idle moment. */
export function useAfterStart(delayMs: number): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(() => setAfter(true), delayMs);
    }, delayMs);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [delayMs]);
  return after;
}
