import type { SqlExecutor } from '../db/Db.ts';

/**
 * The newest indexed block as `number:hash` (null while nothing is indexed), as a scalar subquery: embedded in a
 * query, it names the state of the index that query saw (one statement, one snapshot).
 */
export const indexedTipSql = `(select number::text || ':' || hash from blocks order by number desc limit 1)`;

/**
 * Remembers values computed from the index (charts, counts) with the indexed tip they were computed on. A value
 * is served only while the tip is still that block: any block written, any rewind (a reorg or a snapshot revert,
 * even back to the same height: the hash differs) gives a new tip. Every replica checks the tip in the database,
 * so it also sees what another process indexed.
 */
export class IndexedCache<V> {
  private readonly entries = new Map<string, { tip: string | null; value: V }>();

  constructor(
    private readonly db: SqlExecutor,
    private readonly maxEntries = 128,
  ) {}

  /** The indexed tip now. */
  async tip(): Promise<string | null> {
    const [row] = await this.db.query<{ tip: string | null }>(`select ${indexedTipSql} as tip`);
    return row?.tip ?? null;
  }

  /** The value of `id` computed on `tip`, if kept. */
  peek(id: string, tip: string | null): V | undefined {
    const hit = this.entries.get(id);
    return hit !== undefined && hit.tip === tip ? hit.value : undefined;
  }

  /** Keeps `value`, computed in one statement that saw `tip`. */
  store(id: string, tip: string | null, value: V): void {
    if (!this.entries.has(id) && this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(id, { tip, value });
  }

  /**
   * The value of `id` on the current tip: kept, or computed by `load` (which returns the tip its statement saw,
   * from {@link indexedTipSql}) and kept.
   */
  async get(id: string, load: () => Promise<{ tip: string | null; value: V }>): Promise<V> {
    if (this.entries.has(id)) {
      const kept = this.peek(id, await this.tip());
      if (kept !== undefined) return kept;
    }
    const { tip, value } = await load();
    this.store(id, tip, value);
    return value;
  }
}
