import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { sendMined } from '../../test/longChain.ts';
import { openPglite } from '../db/openPglite.ts';
import type { RunningApi } from '../RunningApi.ts';
import { startApi } from '../startApi.ts';

describe('indexer: follows the chain, survives reorgs and restarts', () => {
  let anvil: AnvilInstance;
  let dataDir: string;
  let api: RunningApi;
  let accounts: `0x${string}`[];
  let id = 1;

  const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: id++, method, params }),
    });
    const body = (await response.json()) as { result: T; error?: { message: string } };
    if (body.error) throw new Error(body.error.message);
    return body.result;
  };
  // Mined before it answers: a snapshot, revert or reorg right after must not race the block still to come.
  const send = async (value: number, from = 0, to = 1) =>
    (await sendMined(anvil.rpcUrl, { from: accounts[from], to: accounts[to], value: BigInt(value) }))
      .transactionHash;
  /** The node's head as it is now (read on each check, so a wait never holds on to a block since replaced). */
  const nodeHead = async () =>
    rpc<{ number: string; hash: string }>('eth_getBlockByNumber', ['latest', false]);
  const synced = async () => {
    let tip: Awaited<ReturnType<RunningApi['indexedTip']>>;
    let head: { number: string; hash: string } | undefined;
    // Generous for a loaded 2-core machine (every area's indexer part runs per block); a quiet one takes < 1 s.
    // Shorter than the test's own limit, so a stuck indexer fails with what it holds.
    for (const deadline = Date.now() + 45_000; Date.now() < deadline; ) {
      [tip, head] = [await api.indexedTip(), await nodeHead()];
      if (tip?.number === Number(head.number) && tip.hash === head.hash) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`indexer did not catch up: tip ${JSON.stringify(tip)}, node ${JSON.stringify(head)}`);
  };
  const history = async () => {
    const { data } = await gql<{ account: { txList: { totalCount: string; edges: { cursor: string }[] } } }>(
      api.url,
      'query($a: Address!) { account(address: $a) { txList(count: 250) { totalCount edges { cursor } } } }',
      { a: accounts[1] },
    );
    return data?.account.txList;
  };

  beforeAll(async () => {
    anvil = await startAnvil();
    accounts = await rpc<`0x${string}`[]>('eth_accounts');
    dataDir = mkdtempSync(join(tmpdir(), 'api-indexer-'));
    for (let i = 1; i <= 5; i++) await send(i);
    api = await startApi({ rpcUrl: anvil.rpcUrl, dataDir, pollMs: 20 });
    await synced();
  });
  afterAll(async () => {
    await api?.stop();
    await anvil?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('indexes every block from 0 with its transactions', async () => {
    const list = await history();
    expect(list?.totalCount).toBe('0x5');
    expect(await api.indexedHead()).toBe(5);
  });

  it('rewinds when the node reverts to a snapshot and indexes the new branch', async () => {
    const snapshot = await rpc<string>('evm_snapshot');
    const dropped = [await send(100), await send(101), await send(102)];
    await synced();
    expect((await history())?.edges.map((e) => e.cursor)).toEqual(expect.arrayContaining(dropped));
    await rpc('evm_revert', [snapshot]);
    const kept = [await send(200, 2)];
    await synced();
    const after = await history();
    expect(after?.edges.map((e) => e.cursor)).not.toEqual(expect.arrayContaining([dropped[0]]));
    expect(after?.edges[0]?.cursor).toBe(kept[0]);
    expect(after?.totalCount).toBe('0x6');
  });

  it('rewinds on anvil_reorg (same height, different blocks)', async () => {
    const before = [await send(300), await send(301)];
    await synced();
    await rpc('anvil_reorg', [2, [[{ from: accounts[3], to: accounts[1], value: '0x7' }, 0]]]);
    await synced();
    const ids = (await history())?.edges.map((e) => e.cursor) ?? [];
    for (const hash of before) expect(ids).not.toContain(hash);
    expect((await history())?.totalCount).toBe('0x7');
  });

  it('resumes where it stopped after a restart, without gaps or duplicates', async () => {
    await api.stop();
    for (let i = 0; i < 3; i++) await send(400 + i);
    api = await startApi({ rpcUrl: anvil.rpcUrl, dataDir, pollMs: 20 });
    await synced();
    expect((await history())?.totalCount).toBe('0xa');
    await api.stop();
    // Every stored block matches the node, and each block's transaction count matches its rows.
    const db = await openPglite(join(dataDir, 'pglite'));
    const blocks = await db.query<{ number: number; hash: string; tx_count: number; n: number }>(
      'select b.number, b.hash, b.tx_count, (select count(*) from transactions t where t.block_number = b.number)::int8 as n from blocks b order by number',
    );
    await db.close();
    const head = Number(await rpc<string>('eth_blockNumber'));
    expect(blocks.map((b) => b.number)).toEqual(Array.from({ length: head + 1 }, (_, i) => i));
    for (const block of blocks) {
      expect(block.tx_count).toBe(block.n);
      expect(
        (await rpc<{ hash: string }>('eth_getBlockByNumber', [`0x${block.number.toString(16)}`, false])).hash,
      ).toBe(block.hash);
    }
    api = await startApi({ rpcUrl: anvil.rpcUrl, dataDir, pollMs: 20 });
  });
});
