// `npm run bench -- approvals`: fwalletApprovals (docs/approvals.md) for an owner with 200 approvals, p50 and p99,
// next to one JSON-RPC batch of the same 200 `allowance` reads on the same node in the same run (what a wallet
// without the field would have to send, knowing the pairs); then the tab's rows painted in Chromium against the
// request that brought them (apps/wallet/bench/support/approvalsPaint.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addresses, createDevChainClients, waitForReceipt } from '@fantom-wallet/contracts';
import { createSnapshot, startDevnet } from '@fantom-wallet/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, numberToHex } from 'viem';
import { approvalsTabPaint } from '../../../apps/wallet/bench/support/approvalsPaint.ts';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { apiContractsFromDeployment } from '../src/config/apiContractsFromDeployment.ts';
import { startApi } from '../src/startApi.ts';

const warmUp = 20;
const samples = 200;
const APPROVALS = 200;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Posts `body` and returns the milliseconds to its whole answer; any error fails the bench. */
async function post(url: string, body: unknown, check: (json: unknown) => void): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as unknown;
  const elapsed = performance.now() - started;
  const text = JSON.stringify(json);
  if (!response.ok || text.includes('"errors"') || text.includes('"error"'))
    throw new Error(`failed: ${text.slice(0, 300)}`);
  check(json);
  return elapsed;
}

async function timeMany(once: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  return times;
}

const LIST = `query($owner: Address!) { fwalletApprovals(owner: $owner, count: 250) {
  blockNumber totalCount pageInfo { hasNext }
  edges { cursor allowance { token { address kind symbol decimals name } spender { address hasCode label }
    amount allItems unlimited risk changedAt changedBlock transaction } } } }`;

const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'approvals-bench-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    console.error('  seeding a devnet…');
    const snapshotFile = join(dir, 'state.json');
    await createSnapshot(snapshotFile);
    const devnet = await startDevnet({ snapshotFile, dataDir: join(dir, 'devnet'), epochIntervalMs: 0 });
    stops.push(devnet.stop);
    const api = await startApi({
      rpcUrl: devnet.rpcUrl,
      contracts: apiContractsFromDeployment(devnet.deployment),
      dataDir: join(dir, 'api'),
    });
    stops.unshift(api.stop);
    const owner = devnet.deployment.accounts.find((a) => a.role === 'carol')?.address as Address;
    const clients = createDevChainClients(devnet.rpcUrl);
    // 200 approvals: tUSDC, tDAI and tBTC to spenders that are plain addresses, limited and unlimited.
    console.error(`  ${APPROVALS} approvals…`);
    const tokens = [addresses.tokenUsdc, addresses.tokenDai, addresses.tokenBtc] as const;
    const pairs: { token: Address; spender: Address }[] = [];
    for (let i = 0; i < APPROVALS; i++) {
      const token = tokens[i % tokens.length] as Address;
      const spender = numberToHex(0xa770000 + i, { size: 20 }) as Address;
      pairs.push({ token, spender });
      const hash = await clients.wallet.sendTransaction({
        account: owner,
        chain: null,
        to: token,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [spender, i % 2 === 0 ? maxUint256 : BigInt(i + 1)],
        }),
      });
      await waitForReceipt(clients.public, hash);
    }
    // Measure once the API has indexed the chain, not while its indexer competes for the node.
    const head = await clients.public.getBlockNumber();
    while (((await api.indexedHead()) ?? -1) < Number(head)) await new Promise((r) => setTimeout(r, 200));
    const listed = (json: unknown) => {
      const count = (json as { data: { fwalletApprovals: { edges: unknown[] } } }).data.fwalletApprovals.edges
        .length;
      // The seeded chain may have left the owner approvals of its own: at least the 200 made here.
      if (count < APPROVALS)
        throw new Error(`fwalletApprovals listed ${count} rows, fewer than ${APPROVALS}`);
    };
    const batch = pairs.map(({ token, spender }, id) => ({
      jsonrpc: '2.0',
      id,
      method: 'eth_call',
      params: [
        {
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'allowance',
            args: [owner, spender],
          }) as Hex,
        },
        'latest',
      ],
    }));
    const answered = (json: unknown) => {
      if (!Array.isArray(json) || json.length !== APPROVALS)
        throw new Error('the batch did not answer every read');
    };
    // A new block before every list request: the API keeps an owner's list per block, and a wallet opening the
    // tab a block later pays for the reads again. Mining and indexing the block are outside the timed request (on
    // Opera a block comes about every second and is indexed in milliseconds: a request rarely meets the indexer).
    const mine = async () => {
      await fetch(devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }),
      });
      const mined = await clients.public.getBlockNumber({ cacheTime: 0 });
      while (((await api.indexedHead()) ?? -1) < Number(mined)) await new Promise((r) => setTimeout(r, 5));
    };
    const rpcTimes = await timeMany(() => post(devnet.rpcUrl, batch, answered));
    const listTimes = await timeMany(async () => {
      await mine();
      return post(`${api.url}/graphql`, { query: LIST, variables: { owner } }, listed);
    });
    const cachedTimes = await timeMany(() =>
      post(`${api.url}/graphql`, { query: LIST, variables: { owner } }, listed),
    );
    const rows: BenchRow[] = [];
    for (const [q, label] of [
      [0.5, 'p50'],
      [0.99, 'p99'],
    ] as const) {
      const value = quantile(listTimes, q);
      const baseline = quantile(rpcTimes, q);
      rows.push({
        figure: `fwalletApprovals ${label}: ${APPROVALS} approvals, a new block each time`,
        value,
        unit: 'ms',
        baseline: { label: `one batch of ${APPROVALS} allowance reads ${label}`, value: baseline },
        ...(label === 'p50' ? { target: '≤ 2×', met: value <= 2 * baseline } : {}),
      });
    }
    rows.push({
      figure: `fwalletApprovals p50: ${APPROVALS} approvals, same block (the per-block cache)`,
      value: quantile(cachedTimes, 0.5),
      unit: 'ms',
      baseline: { label: `one batch of ${APPROVALS} allowance reads p50`, value: quantile(rpcTimes, 0.5) },
    });
    // The browser step runs without the in-process node and API competing with it.
    for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    rows.push(...(await approvalsTabPaint(dir, snapshotFile, addresses.tokenUsdc, APPROVALS)));
    return rows;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
