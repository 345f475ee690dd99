import type { HeadTracker } from './HeadTracker.ts';

/**
 * Memoises values that can only change with a new block, and merges concurrent identical reads (200
 * wallets polling the same balance cost one node call per block).
 */
export class BlockCache<V> {
  private readonly entries = new Map<string, { key: number; value: Promise<V> }>();

  constructor(
    private readonly heads: HeadTracker,
    private readonly maxEntries = 20_000,
  ) {}

  get(id: string, load: () => Promise<V>): Promise<V> {
    const key = this.heads.key();
    if (key === undefined) return load();
    const hit = this.entries.get(id);
    if (hit !== undefined && hit.key === key) return hit.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const value = load();
    this.entries.set(id, { key, value });
    // A failed read must not be served from the cache.
    value.catch(() => {
      if (this.entries.get(id)?.value === value) this.entries.delete(id);
    });
    return value;
  }
}
