import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { nextTask } from '../nextTask.ts';
import { chunkComponent, type Preloadable } from './chunkComponent.ts';

/**
 * A component loaded on first render, in a chunk of its own: `lazyComponent(() => import('./X.tsx'), 'X')`.
 * Suspends until loaded (the nearest Suspense shows its fallback), unless it was preloaded: then it renders at
 * once. React shows what replaces a fallback only ~300 ms after the fallback appeared, so a part whose chunk is
 * already here must not suspend (README.md#inside-the-wallet-appswalletsrc).
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName = 'default',
): Preloadable<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = chunkComponent<Props>(module, exportName, 'lazyComponent');
      return loaded;
    });
    // A chunk that failed to load (offline) is asked for again by the next preload (a page's next visit), or by a
    // first render that finds it not loaded: React's lazy() keeps a failure it has seen.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Part = ((props: Props) =>
    createElement((loaded ?? Lazy) as ComponentType<Props>, props)) as Preloadable<Props>;
  Part.preload = preload;
  return Part;
}

/** A route element whose page is loaded on first visit, in a chunk of its own (see lazyComponent). */
export function lazyElement<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName = 'default',
  props?: Props,
): ReactElement {
  return createElement(lazyComponent<Props>(load, exportName), props);
}

/**
 * Loads the pages of these route elements (those made by lazyElement), so their first render does not suspend: each
 * page's in a task of its own, since Vite's preload helper adds a `<link rel=modulepreload>` for each of its files
 * in the task that asks for it (~1 ms apiece on a phone, more under DevTools; BENCHMARKS.md).
 */
export async function preloadRouteElements(elements: readonly unknown[]): Promise<unknown> {
  const loads: Promise<unknown>[] = [];
  for (const element of elements) {
    const type = (element as { type?: Partial<Preloadable<object>> } | null)?.type;
    if (typeof type?.preload !== 'function') continue;
    if (loads.length > 0) await nextTask();
    loads.push(type.preload().catch(() => undefined));
  }
  return Promise.all(loads);
}
