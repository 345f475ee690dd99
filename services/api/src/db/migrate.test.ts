import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { rpcCall, sendMined } from '../../test/longChain.ts';
import { createTestDatabase } from '../../test/startStack.ts';
import { RpcClient } from '../chain/RpcClient.ts';
import { Indexer } from '../indexer/Indexer.ts';
import { apiModules } from '../modules/apiModules.ts';
import { chainIndexer } from '../modules/core/chainIndexer.ts';
import { createStakingIndexer } from '../modules/staking/createStakingIndexer.ts';
import { erc20Indexer } from '../modules/tokens/erc20Indexer.ts';
import { startApi } from '../startApi.ts';
import type { Db, SqlExecutor } from './Db.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './openPglite.ts';
import { openPostgres } from './openPostgres.ts';

// The single migration every database had before the areas got their own, byte for byte as it was released.
const legacyFile = new URL('../../test/fixtures/legacy-001_chain.sql', import.meta.url);
const sfc = '0xfc00face00000000000000000000000000000000';

/** What the released code did: create `schema_migrations`, run `001_chain.sql`, record it. */
async function migrateLikeBefore(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      'create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())',
    );
    for (const statement of readFileSync(legacyFile, 'utf8').split(/;\s*$/m)) {
      if (statement.replace(/--.*$/gm, '').trim() !== '') await tx.query(statement);
    }
    await tx.query('insert into schema_migrations (version) values ($1)', ['001_chain.sql']);
  });
}

/** `work`, or a failure naming `what` once it has taken longer than `ms`. */
async function within<T>(what: string, work: Promise<T>, ms = 60_000): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: not done after ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Every table, column, constraint and index of the public schema, as comparable text. */
async function describeSchema(db: SqlExecutor): Promise<string[]> {
  const columns = await db.query<{ line: string }>(
    `select table_name || '.' || column_name || ' ' || data_type || coalesce('(' || numeric_precision || ',' || numeric_scale || ')', '')
       || ' ' || is_nullable || ' ' || coalesce(column_default, '') as line
     from information_schema.columns where table_schema = 'public' and table_name <> 'schema_migrations'`,
  );
  const constraints = await db.query<{ line: string }>(
    `select conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
     from pg_constraint where connamespace = 'public'::regnamespace and conrelid <> 'schema_migrations'::regclass`,
  );
  const indexes = await db.query<{ line: string }>(
    `select indexdef as line from pg_indexes where schemaname = 'public' and tablename <> 'schema_migrations'`,
  );
  return [...columns, ...constraints, ...indexes].map((row) => row.line).sort();
}

// The areas whose tables the single released migration created; areas added since then start empty on upgrade.
const releasedAreas = apiModules.filter((area) => ['core', 'tokens', 'staking'].includes(area.name));

const versions = async (db: SqlExecutor) =>
  (await db.query<{ version: string }>('select version from schema_migrations order by version')).map(
    (row) => row.version,
  );

const tableIds = (db: SqlExecutor) =>
  db.query<{ name: string; id: number }>(
    `select relname as name, oid::int8 as id from pg_class
     where relnamespace = 'public'::regnamespace and relkind = 'r' order by relname`,
  );

describe('migrate: per-area migrations', () => {
  it('applies every area folder in area order, records `<area>/<file>`, and then nothing twice', async () => {
    const db = await openPglite();
    try {
      expect(await migrate(db, apiModules)).toEqual([
        'core/001_chain.sql',
        'tokens/001_erc20_transfers.sql',
        'staking/001_staking_events.sql',
        'uniswap/001_uniswap_events.sql',
        'governance/001_governance_proposals.sql',
        'approvals/001_approval_events.sql',
      ]);
      expect(await migrate(db, apiModules)).toEqual([]);
      expect(await versions(db)).toEqual([
        'approvals/001_approval_events.sql',
        'core/001_chain.sql',
        'governance/001_governance_proposals.sql',
        'staking/001_staking_events.sql',
        'tokens/001_erc20_transfers.sql',
        'uniswap/001_uniswap_events.sql',
      ]);
    } finally {
      await db.close();
    }
  });

  it('creates exactly the schema the single released migration created', async () => {
    const [split, single] = [await openPglite(), await openPglite()];
    try {
      await migrate(split, releasedAreas);
      await migrateLikeBefore(single);
      const described = await describeSchema(split);
      expect(described.length).toBeGreaterThan(30);
      expect(described).toEqual(await describeSchema(single));
    } finally {
      await split.close();
      await single.close();
    }
  });

  it('refuses an area whose migrations folder is missing', async () => {
    const db = await openPglite();
    try {
      await expect(
        migrate(db, [{ name: 'ghost', migrations: new URL('./no-such-folder/', import.meta.url) }]),
      ).rejects.toThrow(/area ghost: no migrations folder/);
    } finally {
      await db.close();
    }
  });
});

const postgresUrl = inject('postgresUrl');
const backends = [
  {
    name: 'PGlite data folder',
    async create() {
      const dir = mkdtempSync(join(tmpdir(), 'api-upgrade-'));
      return {
        open: () => openPglite(join(dir, 'pglite')),
        apiOptions: { dataDir: dir },
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(postgresUrl === null
    ? []
    : [
        {
          name: 'PostgreSQL database',
          async create() {
            const url = await createTestDatabase(postgresUrl);
            return {
              open: () => openPostgres(url),
              apiOptions: { databaseUrl: url },
              cleanup: () => undefined,
            };
          },
        },
      ]),
];

describe.each(backends)('upgrade: a $name migrated and indexed by the released code', (backend) => {
  let anvil: AnvilInstance;
  let accounts: `0x${string}`[];
  let database: Awaited<ReturnType<(typeof backends)[number]['create']>>;
  let head: number;
  let before: { blocks: number; transactions: number; tables: { name: string; id: number }[] };

  const send = () => sendMined(anvil.rpcUrl, { from: accounts[0], to: accounts[1] });
  const counts = async (db: SqlExecutor) => {
    const [row] = await db.query<{ blocks: number; transactions: number }>(
      'select (select count(*) from blocks)::int8 as blocks, (select count(*) from transactions)::int8 as transactions',
    );
    return { blocks: row?.blocks ?? -1, transactions: row?.transactions ?? -1 };
  };

  beforeAll(async () => {
    // Each step has its own limit, well under the hook's: CI once saw this hook hang for its whole 300 s, and a
    // step that hangs now fails with its name.
    anvil = await within('starting anvil', startAnvil());
    accounts = await rpcCall<`0x${string}`[]>(anvil.rpcUrl, 'eth_accounts');
    await within(
      'four transactions mined',
      (async () => {
        for (let i = 0; i < 4; i++) head = (await send()).blockNumber;
      })(),
    );
    database = await within<typeof database>('creating the database', backend.create());
    // The released code's database: its schema and bookkeeping, filled by the indexer up to the head.
    const db = await within('opening the database', database.open());
    try {
      await within('the released migration', migrateLikeBefore(db));
      const indexer = new Indexer({
        db,
        rpc: new RpcClient(anvil.rpcUrl),
        parts: [chainIndexer, erc20Indexer, createStakingIndexer(sfc)],
      });
      await within(
        'indexing to the head',
        (async () => {
          while ((await indexer.step()) > 0);
        })(),
      );
      before = { ...(await counts(db)), tables: await tableIds(db) };
    } finally {
      await db.close();
    }
  });
  afterAll(async () => {
    await anvil?.stop();
    database?.cleanup();
  });

  it('starts on it: the split migrations are recorded as applied, nothing runs again, no row is lost', async () => {
    expect(before).toMatchObject({ blocks: head + 1, transactions: 4 });
    const api = await startApi({ rpcUrl: anvil.rpcUrl, pollMs: 20, ...database.apiOptions });
    try {
      // Served from the kept rows at once: the indexer did not start over from block 0.
      expect(await api.indexedHead()).toBe(head);
      const history = await gql<{ account: { txList: { totalCount: string } } }>(
        api.url,
        'query($a: Address!) { account(address: $a) { txList(count: 10) { totalCount } } }',
        { a: accounts[1] },
      );
      expect(history).toEqual({ data: { account: { txList: { totalCount: '0x4' } } } });
      // And it goes on indexing on top of them.
      await send();
      // An indexer that does not continue fails the test on its time limit.
      while (((await api.indexedHead()) ?? 0) <= head)
        await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await api.stop();
    }
    const db = await database.open();
    try {
      expect(await versions(db)).toEqual([
        '001_chain.sql',
        'approvals/001_approval_events.sql',
        'core/001_chain.sql',
        'governance/001_governance_proposals.sql',
        'staking/001_staking_events.sql',
        'tokens/001_erc20_transfers.sql',
        'uniswap/001_uniswap_events.sql',
      ]);
      // The same tables (a table created again would have a new id; areas added since then bring new ones) with
      // every earlier row plus the new block.
      const earlier = new Set(before.tables.map((table) => table.name));
      expect((await tableIds(db)).filter((table) => earlier.has(table.name))).toEqual(before.tables);
      expect(await counts(db)).toEqual({ blocks: before.blocks + 1, transactions: before.transactions + 1 });
      expect(await migrate(db, apiModules)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
