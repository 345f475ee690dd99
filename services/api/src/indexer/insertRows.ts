import type { SqlExecutor } from '../db/Db.ts';

// PostgreSQL accepts at most 65535 parameters per statement.
const maxParams = 60_000;

/** Multi-row INSERT, chunked under the parameter limit: one round trip per chunk instead of per row. */
export async function insertRows(
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  const perChunk = Math.max(1, Math.floor(maxParams / columns.length));
  for (let start = 0; start < rows.length; start += perChunk) {
    const chunk = rows.slice(start, start + perChunk);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(',')})`;
    });
    await tx.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
  }
}
