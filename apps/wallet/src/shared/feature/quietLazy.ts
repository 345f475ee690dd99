import { type ComponentType, createElement, useSyncExternalStore } from 'react';
import { chunkComponent, type Preloadable } from './chunkComponent.ts';

/**
 * `lazy()` for a part that shows nothing while its chunk loads (a tab's count, a list below the fold, a window
 * host): it renders null until the chunk arrives, then re-renders with the component, and never suspends.
 *
 * Why not `<Suspense fallback={null}>` around `lazy()`: React 19 holds back every commit of a Suspense boundary
 * retry until 300 ms after the last fallback was shown anywhere in the app. A part that suspends for its chunk
 * shows such a fallback, and the retries that follow (this part, and any other boundary whose chunk arrives
 * within those 300 ms) wait for that deadline: the Approvals tab's rows, their answer in hand, waited ~200 ms
 * behind it (BENCHMARKS.md#approvals-servicesapibenchapprovalsts). Here the chunk's arrival is an ordinary update,
 * committed at once. A chunk that failed to load throws its error where the part renders, as `lazy()` does, and
 * is asked for again for the part's next render.
 */
export function quietLazy<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName = 'default',
): Preloadable<Props> {
  let state: { component?: ComponentType<Props>; error?: unknown } = {};
  let loading: Promise<unknown> | undefined;
  const listeners = new Set<() => void>();
  const settle = (next: typeof state) => {
    state = next;
    for (const listener of listeners) listener();
  };
  const preload = () =>
    (loading ??= load()
      .then((module) => settle({ component: chunkComponent<Props>(module, exportName, 'quietLazy') }))
      .catch((error: unknown) => {
        loading = undefined;
        settle({ error });
      }));
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    void preload();
    return () => listeners.delete(listener);
  };
  const snapshot = () => state;

  const Quiet = ((props: Props) => {
    const { component, error } = useSyncExternalStore(subscribe, snapshot, snapshot);
    if (error !== undefined) {
      // Asked for again (once at a time), so the part's next render finds it; this one fails as lazy() would.
      void preload();
      throw error;
    }
    return component ? createElement(component, props) : null;
  }) as Preloadable<Props>;
  Quiet.preload = preload;
  return Quiet;
}
