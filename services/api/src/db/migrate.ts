import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './Db.ts';

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));
// Replicas starting together must not run the same migration twice.
const migrationLockKey = 4_003_250_002;

/** Applies the numbered `migrations/NNN_name.sql` files that this database has not seen, in order. */
export async function migrate(db: Db): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort();
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLockKey]);
    await tx.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set(
      (await tx.query<{ version: string }>('select version from schema_migrations')).map(
        (row) => row.version,
      ),
    );
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const sql = readFileSync(`${migrationsDir}${file}`, 'utf8');
      // Statements are split on ';' at line ends: the migrations are plain DDL without function bodies.
      for (const statement of sql.split(/;\s*$/m)) {
        if (statement.replace(/--.*$/gm, '').trim() !== '') await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version) values ($1)', [file]);
      applied.push(file);
    }
    return applied;
  });
}
