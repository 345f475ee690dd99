import { type ComponentType, createElement, lazy, type ReactElement } from 'react';
import { chunkComponent, type Preloadable } from './chunkComponent.ts';

/**
 * A route element whose page is loaded on first visit, in a chunk of its own: `lazyElement(() => import('./X.tsx'))`
 * for a default export, or with the name of a named export. Suspends until loaded (the app's Suspense shows a
 * loader), unless the page was preloaded: then it renders at once. React shows what replaces a loader only ~300 ms
 * after the loader appeared, so a page whose chunk is already here must not suspend (README.md#inside-the-wallet-appswalletsrc).
 */
export function lazyElement<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName = 'default',
  props?: Props,
): ReactElement {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = chunkComponent<Props>(module, exportName, 'lazyElement');
      return loaded;
    });
    // A chunk that failed to load (offline) is asked for again on the next visit.
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  const Page = ((pageProps: Props) =>
    createElement((loaded ?? Lazy) as ComponentType<Props>, pageProps)) as Preloadable<Props>;
  Page.preload = preload;
  return createElement(Page, props);
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
