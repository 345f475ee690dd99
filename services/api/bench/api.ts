import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { walletBalancesQuery } from '@fantom-wallet/api-client';
import { startAnvil } from '@fantom-wallet/devnet';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';

// Open-loop load at the wallet's own rates against a chain with ≥ 10,000 indexed transactions:
// 200 wallets, each a batched balance request every 3 s and a 40-transaction history page every 30 s.
const wallets = 200;
const balanceEveryMs = 3000;
const historyEveryMs = 30_000;
const loadSeconds = 30;
const warmUpSeconds = 5;
const transactions = 10_000;
const txPerBlock = 20;
const senders = 10;
// A single-account probe stream, at the same rate as the raw node baseline, for the account{balance} ratio.
const probeRate = 20;

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

async function rpc<T>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

async function rpcBatch(url: string, calls: { method: string; params: unknown[] }[]): Promise<unknown[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(calls.map((c, i) => ({ jsonrpc: '2.0', id: i, ...c }))),
  });
  return (await response.json()) as unknown[];
}

const quantile = (samples: number[], q: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Fills the chain: `transactions` transfers from `senders` accounts to the wallets, `txPerBlock` a block. */
async function buildChain(url: string, recipients: string[]): Promise<string[]> {
  const accounts = (await rpc<string[]>(url, 'eth_accounts')).slice(0, senders);
  await rpc(url, 'evm_setAutomine', [false]);
  for (let sent = 0; sent < transactions; sent += txPerBlock) {
    const calls = Array.from({ length: txPerBlock }, (_, i) => ({
      method: 'eth_sendTransaction',
      params: [
        {
          from: accounts[(sent + i) % senders],
          to: recipients[(sent + i) % recipients.length],
          value: '0x1',
          gas: '0x5208',
        },
      ],
    }));
    await rpcBatch(url, calls);
    await rpc(url, 'evm_mine');
  }
  await rpc(url, 'evm_setAutomine', [true]);
  return accounts;
}

/** How fast a plain loop reads every block with its receipts (the indexer's input) from the node. */
async function bareReadBlocksPerSecond(url: string, head: number): Promise<number> {
  const started = performance.now();
  for (let n = 0; n <= head; n++) {
    const tag = `0x${n.toString(16)}`;
    await rpcBatch(url, [
      { method: 'eth_getBlockByNumber', params: [tag, true] },
      { method: 'eth_getBlockReceipts', params: [tag] },
    ]);
  }
  return (head + 1) / ((performance.now() - started) / 1000);
}

/**
 * Starts the API as its own process on a fresh data folder; resolves once it serves, with the moment its
 * indexer started (the log line "api: indexing"), so catch-up is timed apart from the process start.
 */
function startApiProcess(
  rpcUrl: string,
  dataDir: string,
): Promise<{ child: ChildProcess; url: string; indexingAt: number }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--rpc-url', rpcUrl, '--data-dir', dataDir],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let indexingAt: number | undefined;
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (indexingAt === undefined && output.includes('api: indexing')) indexingAt = performance.now();
      const ready = /api: ready at (http:\/\/[\d.:]+)\/graphql/.exec(output);
      if (ready?.[1] !== undefined && indexingAt !== undefined) resolve({ child, url: ready[1], indexingAt });
    });
    child.once('exit', () => reject(new Error(`api exited:\n${output}`)));
  });
}

async function post(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: unknown; error?: unknown };
  if (!response.ok || json.errors !== undefined || json.error !== undefined)
    throw new Error(`failed: ${JSON.stringify(json).slice(0, 200)}`);
  return performance.now() - started;
}

/** Fires `send` at fixed times (open loop: a slow answer never delays the next request). */
async function openLoop(perSecond: number, seconds: number, send: (i: number) => Promise<number>) {
  const latencies: number[] = [];
  const timeline: [number, number][] = [];
  let errors = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  const total = Math.floor(perSecond * seconds);
  for (let i = 0; i < total; i++) {
    const due = start + (i * 1000) / perSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      send(i).then(
        (ms) => {
          latencies.push(ms);
          timeline.push([Math.round((performance.now() - start - ms) / 1000), ms]);
        },
        () => void errors++,
      ),
    );
  }
  await Promise.all(pending);
  if (process.env.BENCH_DEBUG) {
    const bySecond = new Map<number, number>();
    for (const [second, ms] of timeline) bySecond.set(second, Math.max(bySecond.get(second) ?? 0, ms));
    console.error(
      `  ${perSecond}/s worst latency by second:`,
      [...bySecond].map(([s, ms]) => `${s}:${ms.toFixed(0)}`).join(' '),
    );
  }
  return { latencies, errors, seconds: (performance.now() - start) / 1000 };
}

const bench: Bench = async () => {
  const anvil = await startAnvil({ accounts: senders });
  const dataDir = mkdtempSync(join(tmpdir(), 'api-bench-'));
  let api: Awaited<ReturnType<typeof startApiProcess>> | undefined;
  try {
    const walletAddresses = Array.from(
      { length: wallets },
      (_, i) => `0x${(0xbe00 + i).toString(16).padStart(40, '0')}`,
    );
    console.error(`  building a chain with ${transactions} transactions…`);
    const senderAddresses = await buildChain(anvil.rpcUrl, walletAddresses);
    const head = Number(await rpc<string>(anvil.rpcUrl, 'eth_blockNumber'));
    const bare = await bareReadBlocksPerSecond(anvil.rpcUrl, head);

    console.error(`  indexing ${head + 1} blocks…`);
    const indexStart = performance.now();
    api = await startApiProcess(anvil.rpcUrl, dataDir);
    const graphql = `${api.url}/graphql`;
    for (;;) {
      const health = (await (await fetch(`${api.url}/health`)).json()) as { indexedHead: number | null };
      if (health.indexedHead === head) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const indexed = performance.now();
    // Catch-up proper: from the indexer's start to the head. Starting the process (Node, the embedded
    // database's first-time setup of a fresh folder, migrations) is reported on its own row.
    const catchUp = (head + 1) / ((indexed - api.indexingAt) / 1000);
    const withStart = (head + 1) / ((indexed - indexStart) / 1000);

    // Each simulated wallet holds its own address plus one of the busy sender accounts.
    const walletAccounts = (w: number) => [walletAddresses[w] ?? '', senderAddresses[w % senders] ?? ''];
    const historyQuery = `query AccountByAddress($address: Address!, $cursor: Cursor, $count: Int!) { account(address: $address) {
      address balance txCount txList(cursor: $cursor, count: $count) { pageInfo { first last hasNext hasPrevious } totalCount
      edges { cursor transaction { hash from to value gasUsed status block { number timestamp } } } } } }`;
    const load = (seconds: number) =>
      Promise.all([
        openLoop(wallets / (balanceEveryMs / 1000), seconds, (i) =>
          post(graphql, walletBalancesQuery(walletAccounts(i % wallets))),
        ),
        openLoop(wallets / (historyEveryMs / 1000), seconds, (i) =>
          post(graphql, {
            query: historyQuery,
            variables: { address: walletAccounts(i % wallets)[i % 2] ?? '', count: 40 },
          }),
        ),
        openLoop(probeRate, seconds, (i) =>
          post(graphql, {
            query: 'query($a: Address!) { account(address: $a) { balance } }',
            variables: { a: walletAddresses[i % wallets] },
          }),
        ),
        openLoop(probeRate, seconds, (i) =>
          post(anvil.rpcUrl, {
            jsonrpc: '2.0',
            id: i,
            method: 'eth_getBalance',
            params: [walletAddresses[i % wallets], 'latest'],
          }),
        ),
      ]);
    // A server that just started compiles its code paths and warms its caches first; measure it warm.
    console.error(`  ${warmUpSeconds} s warm-up, then ${loadSeconds} s of load from ${wallets} wallets…`);
    await load(warmUpSeconds);
    const [balances, histories, probe, raw] = await load(loadSeconds);
    const requests = balances.latencies.length + histories.latencies.length + probe.latencies.length;
    const errors = balances.errors + histories.errors + probe.errors;
    const balanceP50 = quantile(probe.latencies, 0.5);
    const rawP50 = quantile(raw.latencies, 0.5);
    const historyP99 = quantile(histories.latencies, 0.99);
    const rows: BenchRow[] = [
      {
        figure: `account{balance} p50 (${probeRate}/s, under wallet load)`,
        value: balanceP50,
        unit: 'ms',
        baseline: { label: 'raw eth_getBalance p50, same rate', value: rawP50 },
        // The per-block caches answer a repeated read with no node call, so no slower than the node.
        target: '≤ 1×',
        met: balanceP50 <= rawP50,
      },
      // Context for the tails: how much the node itself stalls on this machine during the same window.
      { figure: 'raw eth_getBalance p99 (machine noise)', value: quantile(raw.latencies, 0.99), unit: 'ms' },
      { figure: 'batched wallet balances p50', value: quantile(balances.latencies, 0.5), unit: 'ms' },
      { figure: 'batched wallet balances p99', value: quantile(balances.latencies, 0.99), unit: 'ms' },
      { figure: 'history page (40 tx) p50', value: quantile(histories.latencies, 0.5), unit: 'ms' },
      {
        figure: 'history page (40 tx) p99',
        value: historyP99,
        unit: 'ms',
        target: '< 50 ms',
        met: historyP99 < 50,
      },
      {
        figure: `throughput (${wallets} wallets + probe, ${errors} errors)`,
        value: requests / balances.seconds,
        unit: 'req/s',
        met: errors === 0,
      },
      {
        figure: `indexer catch-up (${head + 1} blocks, ${transactions} tx)`,
        value: catchUp,
        unit: 'blocks/s',
        baseline: { label: 'bare loop reading the blocks', value: bare },
        target: '≥ 0.8×',
        met: catchUp >= 0.8 * bare,
      },
      {
        figure: 'API process start to indexing (fresh PGlite folder)',
        value: api.indexingAt - indexStart,
        unit: 'ms',
      },
      {
        figure: 'indexer catch-up counted from the process start',
        value: withStart,
        unit: 'blocks/s',
        baseline: { label: 'bare loop reading the blocks', value: bare },
      },
    ];
    return rows;
  } finally {
    api?.child.kill('SIGTERM');
    await anvil.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;
