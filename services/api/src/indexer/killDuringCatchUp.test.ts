import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkHistory, verifyIndexedRows } from '../../test/historyChecks.ts';
import { buildLongChain, type LongChain } from '../../test/longChain.ts';
import { type ApiProcess, health, startApiProcess, until } from '../../test/startApiProcess.ts';
import { createTestDatabase } from '../../test/startStack.ts';
import type { Db } from '../db/Db.ts';
import { openPglite } from '../db/openPglite.ts';
import { openPostgres } from '../db/openPostgres.ts';

const postgresUrl = inject('postgresUrl');

interface Backend {
  name: string;
  /** CLI flags that point a fresh API process at this test's database. */
  setup(): Promise<{ args: string[]; open(): Promise<Db>; cleanup(): void }>;
}

const backends: Backend[] = [
  {
    name: 'PGlite',
    async setup() {
      const dir = mkdtempSync(join(tmpdir(), 'api-kill-'));
      return {
        args: ['--data-dir', dir],
        open: () => openPglite(join(dir, 'pglite')),
        cleanup: () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  ...(postgresUrl === null
    ? []
    : [
        {
          name: 'PostgreSQL',
          async setup() {
            const url = await createTestDatabase(postgresUrl);
            return { args: ['--database-url', url], open: () => openPostgres(url), cleanup: () => undefined };
          },
        },
      ]),
];

describe.each(backends)('$name: the API killed (SIGKILL) while catching up', (backend) => {
  let anvil: AnvilInstance;
  let chain: LongChain;
  let database: Awaited<ReturnType<Backend['setup']>>;
  let api: ApiProcess | undefined;
  let reading = true;
  let reads = 0;
  const problems: string[] = [];
  let reader: Promise<void> | undefined;

  beforeAll(async () => {
    anvil = await startAnvil();
    // 40 blocks of 4 transfers, each followed by 24 empty blocks: 1,000 blocks to catch up on.
    chain = await buildLongChain(anvil, { groups: 40, perBlock: 4, gap: 24 });
    database = await backend.setup();
    // Reads the history over and over, whichever process is up: every answer must be whole blocks.
    reader = (async () => {
      while (reading) {
        const current = api;
        const result = current === undefined ? null : await checkHistory(current.url, chain);
        if (result !== null) {
          reads++;
          problems.push(...result);
        }
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    })();
  });
  afterAll(async () => {
    reading = false;
    await reader;
    await api?.kill();
    await anvil?.stop();
    database?.cleanup();
  });

  it('resumes from its stored tip each time, with no missing or duplicate rows and no half-written block', async () => {
    const marks = [0.2, 0.45, 0.7].map((f) => Math.floor(chain.head * f));
    const resumedFrom: number[] = [];
    for (const mark of marks) {
      api = await startApiProcess(anvil.rpcUrl, database.args);
      const started = api;
      const readsBefore = reads;
      // The stored tip it started from (by its first health answer it may have indexed more).
      const storedTip = /api: indexing \(stored tip: (?:block (\d+)|none)\)/.exec(started.output());
      expect(storedTip, started.output()).not.toBeNull();
      resumedFrom.push(storedTip?.[1] === undefined ? -1 : Number(storedTip[1]));
      // Killed only once the reader has had a whole answer from this process: however fast the catch-up,
      // every process is read while it indexes (a count of reads over time would depend on the machine's speed).
      await until(
        async () => ((await health(started.url)).indexedHead ?? -1) >= mark && reads > readsBefore,
        `block ${mark} and a read`,
      );
      api = undefined;
      await started.kill('SIGKILL');
    }
    // Each start picked up at least where the previous process had been seen, never from block 0.
    expect(resumedFrom[0]).toBe(-1);
    expect(resumedFrom[1]).toBeGreaterThanOrEqual(marks[0] ?? 0);
    expect(resumedFrom[2]).toBeGreaterThanOrEqual(marks[1] ?? 0);

    api = await startApiProcess(anvil.rpcUrl, database.args);
    const last = api;
    await until(async () => (await health(last.url)).indexedHead === chain.head, 'the head');
    expect(await checkHistory(last.url, chain)).toEqual([]);
    api = undefined;
    await last.kill('SIGTERM');

    const db = await database.open();
    try {
      await verifyIndexedRows(db, anvil.rpcUrl, chain);
    } finally {
      await db.close();
    }
    expect(problems).toEqual([]);
    expect(reads).toBeGreaterThanOrEqual(marks.length);
  }, 240_000);
});
