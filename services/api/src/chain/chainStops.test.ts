import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { keccak256 } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { rpcCall, sendMined } from '../../test/longChain.ts';
import { until } from '../../test/startApiProcess.ts';
import type { RunningApi } from '../RunningApi.ts';
import { startApi } from '../startApi.ts';

const rpcTimeoutMs = 1_500;
const unreachable = 'the chain node is not reachable';
/** anvil's public development key #0 ("test … junk"); local use only. */
const devKey = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80';

describe('the chain node stops while the API runs', () => {
  let dir: string;
  let anvil: AnvilInstance;
  let api: RunningApi;
  let accounts: `0x${string}`[] = [];
  const send = () => sendMined(anvil.rpcUrl, { from: accounts[0], to: accounts[1] });
  const balance = () =>
    gql<{ account: { balance: string } }>(
      api.url,
      'query($a: Address!) { account(address: $a) { balance } }',
      {
        a: accounts[1],
      },
    );
  const historyCount = async () =>
    (
      await gql<{ account: { txList: { totalCount: string } } }>(
        api.url,
        'query($a: Address!) { account(address: $a) { txList(count: 5) { totalCount } } }',
        { a: accounts[1] },
      )
    ).data?.account.txList.totalCount;
  /**
   * Reads the balance until the API answers the node's error; until then it may only answer the balance it
   * knew (cached for the last head the node confirmed). How soon the cache stops trusting a silent node is
   * HeadTracker.test.ts's (on its own clock); an API that never did would fail this test on its time-out.
   */
  const untilUnreachable = async (known: string): Promise<void> => {
    for (;;) {
      const { data, errors } = await balance();
      if (errors !== undefined) {
        expect(errors[0]?.message).toBe(unreachable);
        return;
      }
      expect(data?.account.balance).toBe(known);
    }
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-chain-stops-'));
    anvil = await startAnvil({ stateFile: join(dir, 'state.json') });
    accounts = await rpcCall<`0x${string}`[]>(anvil.rpcUrl, 'eth_accounts');
    for (let i = 0; i < 3; i++) await send();
    api = await startApi({ rpcUrl: anvil.rpcUrl, pollMs: 20, rpcTimeoutMs });
    await until(async () => (await historyCount()) === '0x3', 'indexing');
  });
  afterAll(async () => {
    try {
      if (anvil !== undefined) process.kill(anvil.pid, 'SIGCONT');
    } catch {
      // Already stopped.
    }
    await api?.stop();
    await anvil?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('paused node: live reads answer a clear error within the time limit; indexed history still answers; the indexer resumes', async () => {
    const known = (await balance()).data?.account.balance ?? '';
    const sender = privateKeyToAccount(devKey);
    const nonce = await rpcCall<string>(anvil.rpcUrl, 'eth_getTransactionCount', [sender.address, 'latest']);
    const signed = await sender.signTransaction({
      to: accounts[1],
      value: 1n,
      gas: 21_000n,
      gasPrice: 10n ** 10n,
      nonce: Number(nonce),
      chainId: 4003,
    });
    process.kill(anvil.pid, 'SIGSTOP');
    try {
      // A frozen node never answers: every error below is the API's own time limit, not the node's word.
      await untilUnreachable(known);
      expect((await balance()).errors?.[0]?.message).toBe(unreachable);
      expect(await historyCount()).toBe('0x3');
      // A send is refused at once, not forwarded to a node that might still mine it after we said it failed.
      const sent = await gql(api.url, 'mutation($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }', {
        tx: signed,
      });
      expect(sent.errors?.[0]?.message).toBe(unreachable);
    } finally {
      process.kill(anvil.pid, 'SIGCONT');
    }
    expect(await rpcCall<string>(anvil.rpcUrl, 'eth_getTransactionCount', [sender.address, 'latest'])).toBe(
      nonce,
    );
    await send();
    await until(async () => (await historyCount()) === '0x4', 'the indexer after the pause');
    expect((await balance()).errors).toBeUndefined();
    // Never forwarded: a request left in the frozen node's socket would have been read on waking, long before
    // the later transaction was mined and indexed; the node has never seen this one.
    expect(await rpcCall(anvil.rpcUrl, 'eth_getTransactionByHash', [keccak256(signed)])).toBeNull();
  });

  it('killed node: errors at once; back on the same port with its state, the API and the indexer carry on', async () => {
    const port = anvil.port;
    const known = (await balance()).data?.account.balance ?? '';
    // An API that waits out no time limit: an error can only come from the refused connection, at once.
    await api.stop();
    api = await startApi({ rpcUrl: anvil.rpcUrl, pollMs: 20, rpcTimeoutMs: 3_600_000 });
    await until(async () => (await historyCount()) === '0x4', 'indexing');
    await anvil.stop();
    await untilUnreachable(known);
    expect((await balance()).errors?.[0]?.message).toBe(unreachable);
    expect(await historyCount()).toBe('0x4');

    anvil = await startAnvil({ port, stateFile: join(dir, 'state.json') });
    await send();
    await until(async () => (await historyCount()) === '0x5', 'the indexer after the restart');
    const after = await balance();
    expect(after.errors).toBeUndefined();
    expect(after.data?.account.balance).toBe(
      await rpcCall<string>(anvil.rpcUrl, 'eth_getBalance', [accounts[1], 'latest']),
    );
  });
});
