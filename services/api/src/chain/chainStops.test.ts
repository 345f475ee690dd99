import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AnvilInstance, startAnvil } from '@fantom-wallet/devnet';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql } from '../../test/gql.ts';
import { rpcCall } from '../../test/longChain.ts';
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
  const send = () =>
    rpcCall(anvil.rpcUrl, 'eth_sendTransaction', [{ from: accounts[0], to: accounts[1], value: '0x1' }]);
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
  /** Times one request, so a hang shows up as a failed bound rather than a test time-out. */
  const timed = async <T>(request: () => Promise<T>): Promise<{ ms: number; value: T }> => {
    const started = Date.now();
    const value = await request();
    return { ms: Date.now() - started, value };
  };
  /**
   * Reads the balance until the API answers the node's error; until then it may only answer the balance it
   * knew (cached for the last head the node confirmed). Returns how long the error took to appear.
   */
  const untilUnreachable = async (known: string): Promise<number> => {
    const started = Date.now();
    for (;;) {
      const { data, errors } = await balance();
      if (errors !== undefined) {
        expect(errors[0]?.message).toBe(unreachable);
        return Date.now() - started;
      }
      expect(data?.account.balance).toBe(known);
      if (Date.now() - started > 30_000) throw new Error('the API kept answering without its node');
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
      // The cache stops trusting the head 2 s after the node's last answer; then one time-out.
      expect(await untilUnreachable(known)).toBeLessThan(2_000 + 2 * rpcTimeoutMs + 1_000);
      const { ms, value } = await timed(balance);
      expect(value.errors?.[0]?.message).toBe(unreachable);
      expect(ms).toBeLessThan(rpcTimeoutMs + 1_000);
      expect(await historyCount()).toBe('0x3');
      // A send is refused at once, not forwarded to a node that might still mine it after we said it failed.
      const sent = await timed(() =>
        gql(api.url, 'mutation($tx: Bytes!) { sendTransaction(tx: $tx) { hash } }', { tx: signed }),
      );
      expect(sent.value.errors?.[0]?.message).toBe(unreachable);
      expect(sent.ms).toBeLessThan(1_000);
    } finally {
      process.kill(anvil.pid, 'SIGCONT');
    }
    expect(await rpcCall<string>(anvil.rpcUrl, 'eth_getTransactionCount', [sender.address, 'latest'])).toBe(
      nonce,
    );
    await send();
    await until(async () => (await historyCount()) === '0x4', 'the indexer after the pause');
    expect((await balance()).errors).toBeUndefined();
  });

  it('killed node: errors at once; back on the same port with its state, the API and the indexer carry on', async () => {
    const port = anvil.port;
    const known = (await balance()).data?.account.balance ?? '';
    await anvil.stop();
    expect(await untilUnreachable(known)).toBeLessThan(2_000);
    const { ms, value } = await timed(balance);
    expect(value.errors?.[0]?.message).toBe(unreachable);
    expect(ms).toBeLessThan(1_000);
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
