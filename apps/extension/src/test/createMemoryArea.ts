import type { StorageArea } from '../background/StorageArea.ts';

/**
 * A chrome.storage area in memory (a test double): values are copied through JSON both ways, as Chrome's
 * structured storage would not hand out live references either.
 */
export function createMemoryArea(initial: Record<string, unknown> = {}): StorageArea & {
  data: Map<string, unknown>;
} {
  const data = new Map<string, unknown>(Object.entries(initial));
  const copy = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  return {
    data,
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : keys;
      return Object.fromEntries(wanted.filter((k) => data.has(k)).map((k) => [k, copy(data.get(k))]));
    },
    async set(items) {
      for (const [key, value] of Object.entries(items)) data.set(key, copy(value));
    },
  };
}
