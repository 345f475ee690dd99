import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { sendMined } from '../../test/longChain.ts';
import { type ApiProcess, health as healthAt, startApiProcess, until } from '../../test/startApiProcess.ts';
import { createTestDatabase } from '../../test/startStack.ts';

type Replica = ApiProcess;

const startReplica = (rpcUrl: string, databaseUrl: string) =>
  startApiProcess(rpcUrl, ['--database-url', databaseUrl]);
const health = (replica: Replica) => healthAt(replica.url);

const postgresUrl = inject('postgresUrl');

describe.skipIf(postgresUrl === null)('PostgreSQL replicas', () => {
  let anvil: AnvilInstance;
  const replicas: Replica[] = [];
  let accounts: string[] = [];
  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    return ((await response.json()) as { result: T }).result;
  };
  const send = () => sendMined(anvil.rpcUrl, { from: accounts[0], to: accounts[1] });
  const count = async (replica: Replica) =>
    (
      await gql<{ account: { txList: { totalCount: string } } }>(
        replica.url,
        'query($a: Address!) { account(address: $a) { txList(count: 1) { totalCount } } }',
        { a: accounts[1] },
      )
    ).data?.account.txList.totalCount;

  beforeAll(async () => {
    anvil = await startAnvil();
    accounts = await rpc<string[]>('eth_accounts');
    for (let i = 0; i < 3; i++) await send();
    const databaseUrl = await createTestDatabase(postgresUrl ?? '');
    replicas.push(await startReplica(anvil.rpcUrl, databaseUrl));
    replicas.push(await startReplica(anvil.rpcUrl, databaseUrl));
  });
  afterAll(async () => {
    for (const replica of replicas) replica.child.kill('SIGKILL');
    await anvil?.stop();
  });

  it('exactly one replica indexes; all serve the same data', async () => {
    await until(
      async () => (await Promise.all(replicas.map(health))).every((h) => h.indexedHead === 3),
      'indexing',
    );
    const roles = await Promise.all(replicas.map(async (r) => (await health(r)).indexer));
    expect(roles.filter(Boolean)).toHaveLength(1);
    expect(await Promise.all(replicas.map(count))).toEqual(['0x3', '0x3']);
  });

  it('another replica takes over when the indexer dies', async () => {
    const roles = await Promise.all(replicas.map(async (r) => (await health(r)).indexer));
    const indexer = replicas[roles.indexOf(true)];
    const survivor = replicas[roles.indexOf(false)];
    if (indexer === undefined || survivor === undefined) throw new Error('roles not found');
    indexer.child.kill('SIGKILL');
    await send();
    await send();
    await until(async () => (await health(survivor)).indexer, 'takeover');
    await until(async () => (await count(survivor)) === '0x5', 'new blocks on the survivor');
  });
});
