import type { ComponentType, FunctionComponent } from 'react';

/** A component from a chunk of its own that can be loaded ahead of its first render. */
export interface Preloadable<Props> extends FunctionComponent<Props> {
  /** Starts loading the chunk (once); resolves when the component can render. */
  preload(): Promise<unknown>;
}

/**
 * The component a chunk's module exports as `exportName`; a module without it throws, naming `loader` (the
 * helper that asked), so a typo in an export name fails at the first load rather than rendering nothing.
 */
export function chunkComponent<Props>(
  module: Record<string, unknown>,
  exportName: string,
  loader: string,
): ComponentType<Props> {
  const component = module[exportName];
  if (typeof component !== 'function' && typeof component !== 'object')
    throw new Error(`${loader}: the module has no export ${exportName}`);
  return component as ComponentType<Props>;
}
