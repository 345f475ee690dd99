import type { SqlExecutor } from '../db/Db.ts';

/**
 * Multi-row INSERT as one JSON parameter expanded by the database (`json_populate_recordset` with the
 * table's own row type): one round trip and one parameter however many rows, which is much cheaper than
 * thousands of bound parameters, on PGlite especially.
 */
export async function insertRows(
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> {
  if (rows.length === 0) return;
  const records = rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i] ?? null])));
  const list = columns.join(',');
  await tx.query(
    `insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, $1::json)`,
    [JSON.stringify(records)],
  );
}
