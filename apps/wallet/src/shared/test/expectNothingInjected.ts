import { expect } from 'vitest';

/**
 * Nothing of a hostile input (shared/test/hostileInputs.ts) became markup or ran as script in this document: no
 * image or script element from it, and its `window.__xss=1` never ran.
 */
export function expectNothingInjected(what?: string): void {
  expect((window as { __xss?: unknown }).__xss, what).toBeUndefined();
  expect(document.querySelector('img[src="x"], script'), what).toBeNull();
}
