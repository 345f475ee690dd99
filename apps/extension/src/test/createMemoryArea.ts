import type { StorageArea } from '../background/StorageArea.ts';

/** Chrome's wording when a write would take chrome.storage.session past its quota. */
export const QUOTA_MESSAGE = 'Session storage quota bytes exceeded. Values were not stored.';

/**
 * A chrome.storage area in memory (a test double): values are copied through JSON both ways, as Chrome's
 * structured storage would not hand out live references either. With `quotaBytes` it refuses a write that would
 * take it past that many bytes (each key's length plus its value's JSON), as chrome.storage.session does at 10 MB;
 * `quota.bytes` may be changed later (a store another site filled).
 */
export function createMemoryArea(
  initial: Record<string, unknown> = {},
  { quotaBytes = Number.POSITIVE_INFINITY }: { quotaBytes?: number } = {},
): StorageArea & { data: Map<string, unknown>; bytes(): number; quota: { bytes: number } } {
  const quota = { bytes: quotaBytes };
  const data = new Map<string, unknown>(Object.entries(initial));
  const copy = (value: unknown) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));
  const size = (entries: Iterable<[string, unknown]>) =>
    [...entries].reduce((total, [key, value]) => total + key.length + JSON.stringify(value).length, 0);
  return {
    data,
    quota,
    bytes: () => size(data),
    async get(keys) {
      const wanted = typeof keys === 'string' ? [keys] : keys;
      return Object.fromEntries(wanted.filter((k) => data.has(k)).map((k) => [k, copy(data.get(k))]));
    },
    async set(items) {
      const next = new Map(data);
      for (const [key, value] of Object.entries(items)) next.set(key, copy(value));
      if (size(next) > quota.bytes) throw new Error(QUOTA_MESSAGE);
      for (const [key, value] of next) data.set(key, value);
    },
    async remove(keys) {
      for (const key of typeof keys === 'string' ? [keys] : keys) data.delete(key);
    },
  };
}
