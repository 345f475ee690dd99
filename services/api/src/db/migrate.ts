import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './Db.ts';

/** An area's migrations: `NNN_name.sql` files in one folder, recorded as `<area>/NNN_name.sql`. */
export interface MigrationSource {
  readonly name: string;
  readonly migrations?: URL;
}

// Replicas starting together must not run the same migration twice.
const migrationLockKey = 4_003_250_002;

/**
 * Before each area had its own migrations, one file created the tables of core, tokens and staking. A database
 * that applied it already holds what the files it was split into create: they are recorded as applied, never
 * run. The old row stays, so an older build started on this database does not run the file again either.
 */
const splitMigrations: Readonly<Record<string, readonly string[]>> = {
  '001_chain.sql': ['core/001_chain.sql', 'tokens/001_erc20_transfers.sql', 'staking/001_staking_events.sql'],
};

function migrationFiles(source: MigrationSource): { version: string; file: string }[] {
  if (source.migrations === undefined) return [];
  const dir = fileURLToPath(source.migrations);
  if (!existsSync(dir)) throw new Error(`area ${source.name}: no migrations folder at ${dir}`);
  return readdirSync(dir)
    .filter((name) => /^\d{3}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => ({ version: `${source.name}/${name}`, file: join(dir, name) }));
}

/**
 * Applies every area's `migrations/NNN_name.sql` files that this database has not seen: area by area in the
 * given order, each area's files in name order, all in one transaction. Returns the versions applied.
 */
export async function migrate(db: Db, sources: readonly MigrationSource[]): Promise<string[]> {
  const files = sources.flatMap(migrationFiles);
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
    for (const [old, parts] of Object.entries(splitMigrations)) {
      if (!done.has(old)) continue;
      for (const part of parts) {
        if (done.has(part)) continue;
        await tx.query('insert into schema_migrations (version) values ($1)', [part]);
        done.add(part);
      }
    }
    const applied: string[] = [];
    for (const { version, file } of files) {
      if (done.has(version)) continue;
      const sql = readFileSync(file, 'utf8');
      // Statements are split on ';' at line ends: the migrations are plain DDL without function bodies.
      for (const statement of sql.split(/;\s*$/m)) {
        if (statement.replace(/--.*$/gm, '').trim() !== '') await tx.query(statement);
      }
      await tx.query('insert into schema_migrations (version) values ($1)', [version]);
      applied.push(version);
    }
    return applied;
  });
}
