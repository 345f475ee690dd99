import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
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

/** Loads the pages of these route elements (those made by lazyElement), so their first render does not suspend. */
export function preloadRouteElements(elements: readonly unknown[]): Promise<unknown> {
  return Promise.all(
    elements.map((element) => {
      const type = (element as { type?: Partial<Preloadable<object>> } | null)?.type;
      return typeof type?.preload === 'function' ? type.preload().catch(() => undefined) : undefined;
    }),
  );
}
