import { type ComponentType, createElement, lazy, type ReactElement } from 'react';

/**
 * A route element whose page is loaded on first visit, in a chunk of its own: `lazyElement(() => import('./X.tsx'))`
 * for a default export, or with the name of a named export. Suspends until loaded (the app's Suspense shows a loader).
 */
export function lazyElement<Props extends object>(
  load: () => Promise<Record<string, unknown>>,
  exportName = 'default',
  props?: Props,
): ReactElement {
  const Page = lazy(async () => {
    const module = await load();
    const component = module[exportName];
    if (typeof component !== 'function' && typeof component !== 'object')
      throw new Error(`lazyElement: the module has no export ${exportName}`);
    return { default: component as ComponentType<Props> };
  });
  return createElement(Page, props);
}
