import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Db, SqlExecutor } from './Db.ts';
import { yieldToWaitingRequests } from './yieldToWaitingRequests.ts';

/** Opens (or creates) the embedded database; `dataDir` undefined keeps it in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Db> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const pg = dataDir === undefined ? await PGlite.create() : await PGlite.create(dataDir);
  const executor = (target: Pick<PGlite, 'query'>): SqlExecutor => ({
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(sql, [...params]);
      return result.rows;
    },
  });
  const direct = executor(pg);
  return {
    kind: 'pglite',
    // PGlite runs every statement on this thread; requests already waiting are read (and a cached answer
    // sent) before it. Statements inside a transaction run back to back: the transaction holds PGlite anyway.
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      await yieldToWaitingRequests();
      return direct.query<Row>(sql, params);
    },
    transaction: async (fn) => {
      await yieldToWaitingRequests();
      return pg.transaction((tx) => fn(executor(tx)));
    },
    // One process owns the data folder, so it is always the indexer.
    tryIndexerLock: async () => true,
    close: () => pg.close(),
  };
}
