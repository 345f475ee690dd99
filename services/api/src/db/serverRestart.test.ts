import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { rpcCall, sendMined } from '../../test/longChain.ts';
import { until } from '../../test/startApiProcess.ts';
import { createTestDatabase } from '../../test/startStack.ts';
import type { RunningApi } from '../RunningApi.ts';
import { startApi } from '../startApi.ts';

const script = fileURLToPath(new URL('../../scripts/ensure-postgres.sh', import.meta.url));
const postgres = (action: 'start' | 'restart' | 'stop', dataDir: string) =>
  execFileSync('bash', [script, action, dataDir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });

// Only when the test PostgreSQL exists (the same binaries); the restart gets a server of its own, so other
// test files keep theirs.
describe.skipIf(inject('postgresUrl') === null)('a PostgreSQL server restart under two replicas', () => {
  const dataDir = join(tmpdir(), `fantom-api-pg-restart-${process.pid}`);
  let serverUrl = '';
  let anvil: AnvilInstance;
  let accounts: `0x${string}`[] = [];
  const replicas: RunningApi[] = [];
  const send = () => sendMined(anvil.rpcUrl, { from: accounts[0], to: accounts[1] });
  const count = async (api: RunningApi) =>
    (
      await gql<{ account: { txList: { totalCount: string } } }>(
        api.url,
        'query($a: Address!) { account(address: $a) { txList(count: 5) { totalCount } } }',
        { a: accounts[1] },
      )
    ).data?.account.txList.totalCount;

  beforeAll(async () => {
    serverUrl = postgres('start', dataDir).trim().split('\n').at(-1) ?? '';
    anvil = await startAnvil();
    accounts = await rpcCall<`0x${string}`[]>(anvil.rpcUrl, 'eth_accounts');
    for (let i = 0; i < 3; i++) await send();
    const databaseUrl = await createTestDatabase(serverUrl);
    for (let i = 0; i < 2; i++)
      replicas.push(await startApi({ rpcUrl: anvil.rpcUrl, databaseUrl, pollMs: 20, corsOrigins: [] }));
    await until(async () => (await Promise.all(replicas.map(count))).every((c) => c === '0x3'), 'indexing');
  });
  afterAll(async () => {
    for (const api of replicas) await api.stop().catch(() => undefined);
    await anvil?.stop();
    postgres('stop', dataDir);
  });

  it('both replicas reconnect by themselves, exactly one indexes again and nothing is missed', async () => {
    postgres('restart', dataDir);
    await send();
    await send();
    await until(
      async () => (await Promise.all(replicas.map(count))).every((c) => c === '0x5'),
      'both replicas serving the blocks mined around the restart',
    );
    await until(async () => replicas.filter((api) => api.isIndexer()).length === 1, 'one indexer');
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      const locks = await admin.query<{ n: string }>(
        `select count(*) as n from pg_locks where locktype = 'advisory' and granted`,
      );
      expect(Number(locks.rows[0]?.n)).toBe(1);
    } finally {
      await admin.end();
    }
  });
});
