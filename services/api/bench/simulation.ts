// `npm run bench -- simulation`: fwalletSimulate (docs/simulation.md) for a send, a token transfer and Allow+swap,
// each as p50/p99 next to a bare eth_estimateGas of the same transactions on the same node in the same run; then,
// in Chromium against the wallet's build, the send confirmation's rows, Max Fee, password and Send painted while
// the simulation is held back 1 s, against the moment the panel answers.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addresses,
  createDevChainClients,
  uniswapRouterAbi,
  waitForReceipt,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import { createSnapshot, startDevnet } from '@fantom-wallet/devnet';
import { type Address, encodeFunctionData, erc20Abi, type Hex, maxUint256, parseEther } from 'viem';
import { paintedBeforeSimulation } from '../../../apps/wallet/bench/support/simulationPaint.ts';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { apiContractsFromDeployment } from '../src/config/apiContractsFromDeployment.ts';
import { startApi } from '../src/startApi.ts';

const warmUp = 20;
const samples = 200;
const BOB: Address = '0x00000000000000000000000000000000000b0b01';

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

async function post(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: unknown; error?: unknown; data?: unknown } | unknown[];
  const failed = Array.isArray(json)
    ? json.some((answer) => (answer as { error?: unknown }).error !== undefined)
    : json.errors !== undefined || json.error !== undefined;
  const unavailable = JSON.stringify(json).includes('"available":false');
  if (!response.ok || failed || unavailable) throw new Error(`failed: ${JSON.stringify(json).slice(0, 300)}`);
  return performance.now() - started;
}

async function timeMany(once: () => Promise<number>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once());
  return times;
}

interface Tx {
  to: Address;
  value: bigint;
  data: Hex;
}

const hex = (value: bigint) => `0x${value.toString(16)}`;
const SIMULATE = `query($from: Address!, $calls: [FwalletCall!]!) { fwalletSimulate(from: $from, calls: $calls) {
  available unavailableReason blockNumber calls { status revertReason gasUsed toHasCode contractLabel method }
  changes { kind token symbol decimals tokenId out in eventsMatchBalance }
  approvals { token spender spenderLabel spenderHasCode amount unlimited allItems } } }`;

const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'simulation-bench-'));
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
    const alice = devnet.deployment.accounts.find((a) => a.role === 'alice')?.address as Address;
    // Alice holds WFTM and has approved the router, so the swap's own estimate succeeds alone.
    const clients = createDevChainClients(devnet.rpcUrl);
    for (const call of [
      {
        to: addresses.wftm,
        value: parseEther('10'),
        data: encodeFunctionData({ abi: wrappedFtmArtifact.abi, functionName: 'deposit' }),
      },
      {
        to: addresses.wftm,
        value: 0n,
        data: encodeFunctionData({
          abi: erc20Abi,
          functionName: 'approve',
          args: [addresses.uniswapRouter, maxUint256],
        }),
      },
    ]) {
      const hash = await clients.wallet.sendTransaction({ account: alice, chain: null, ...call });
      await waitForReceipt(clients.public, hash);
    }
    const scenarios: { name: string; txs: Tx[] }[] = [
      { name: 'an FTM send', txs: [{ to: BOB, value: parseEther('1'), data: '0x' }] },
      {
        name: 'a tUSDC transfer',
        txs: [
          {
            to: addresses.tokenUsdc,
            value: 0n,
            data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 1_000_000n] }),
          },
        ],
      },
      {
        name: 'Allow + swap WFTM→tUSDC',
        txs: [
          {
            to: addresses.wftm,
            value: 0n,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'approve',
              args: [addresses.uniswapRouter, maxUint256],
            }),
          },
          {
            to: addresses.uniswapRouter,
            value: 0n,
            data: encodeFunctionData({
              abi: uniswapRouterAbi,
              functionName: 'swapExactTokensForTokens',
              args: [parseEther('1'), 0n, [addresses.wftm, addresses.tokenUsdc], alice, 2n ** 40n],
            }),
          },
        ],
      },
    ];
    // Measure once the API has indexed the seeded chain, not while its indexer competes for the node.
    const head = await clients.public.getBlockNumber();
    while (((await api.indexedHead()) ?? -1) < Number(head)) await new Promise((r) => setTimeout(r, 200));
    const simulateBody = (txs: Tx[]) => ({
      query: SIMULATE,
      variables: {
        from: alice,
        calls: txs.map((tx) => ({ to: tx.to, value: hex(tx.value), data: tx.data })),
      },
    });
    // Every scenario once through the API's cold paths (the first requests of the process compile the GraphQL
    // document and warm the JIT), so the scenario measured first does not pay for all of them.
    for (let i = 0; i < 5 * warmUp; i++)
      for (const { txs } of scenarios) await post(`${api.url}/graphql`, simulateBody(txs));
    const rows: BenchRow[] = [];
    for (const { name, txs } of scenarios) {
      const estimate = await timeMany(() =>
        post(
          devnet.rpcUrl,
          txs.map((tx, id) => ({
            jsonrpc: '2.0',
            id,
            method: 'eth_estimateGas',
            params: [{ from: alice, to: tx.to, value: hex(tx.value), data: tx.data }, 'latest'],
          })),
        ),
      );
      const simulate = await timeMany(() => post(`${api.url}/graphql`, simulateBody(txs)));
      for (const [q, label] of [
        [0.5, 'p50'],
        [0.99, 'p99'],
      ] as const) {
        const value = quantile(simulate, q);
        const baseline = quantile(estimate, q);
        rows.push({
          figure: `fwalletSimulate ${label}: ${name}`,
          value,
          unit: 'ms',
          baseline: { label: `eth_estimateGas ${label}`, value: baseline },
          ...(label === 'p50' ? { target: '≤ 3×', met: value <= 3 * baseline } : {}),
        });
      }
    }
    // The browser step runs without the in-process node and API competing with it.
    for (const stop of stops.splice(0)) await stop().catch(() => undefined);
    rows.push(...(await paintedBeforeSimulation(dir, snapshotFile)));
    return rows;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
