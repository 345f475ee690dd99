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
const probeQuery = 'query($a: Address!) { account(address: $a) { balance } }';
// Then each read one at a time, after a warm-up round.
const aloneWarmUp = 200;
const aloneRounds = 1000;

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

/**
 * The floor of any answer from a Node HTTP server: a process of its own, like the API, that reads the request body
 * and sends a fixed JSON answer of the probe's size, with nothing else to do. It shows how much of the API's
 * `account{balance}` time is Node's HTTP layer rather than the API's own work.
 */
function startBareNodeServer(): Promise<{ child: ChildProcess; url: string }> {
  const source = `
    const body = JSON.stringify({ data: { account: { balance: '0x3635c9adc5dea00000' } } });
    require('node:http').createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        response.end(body);
      });
    }).listen(0, '127.0.0.1', function () { console.log('port ' + this.address().port); });`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout?.once('data', (chunk: Buffer) => {
      const port = /port (\d+)/.exec(chunk.toString())?.[1];
      if (port === undefined) reject(new Error(`bare server: ${chunk}`));
      else resolve({ child, url: `http://127.0.0.1:${port}/` });
    });
    child.once('exit', () => reject(new Error('bare server exited')));
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
  let bareNode: Awaited<ReturnType<typeof startBareNodeServer>> | undefined;
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
    const probe = (a: string) => post(graphql, { query: probeQuery, variables: { a } });
    const raw = (a: string, id: number) =>
      post(anvil.rpcUrl, { jsonrpc: '2.0', id, method: 'eth_getBalance', params: [a, 'latest'] });
    const load = async (seconds: number) => {
      const pairs = { probe: [] as number[], raw: [] as number[] };
      const [balances, histories, pairLoop] = await Promise.all([
        openLoop(wallets / (balanceEveryMs / 1000), seconds, (i) =>
          post(graphql, walletBalancesQuery(walletAccounts(i % wallets))),
        ),
        openLoop(wallets / (historyEveryMs / 1000), seconds, (i) =>
          post(graphql, {
            query: historyQuery,
            variables: { address: walletAccounts(i % wallets)[i % 2] ?? '', count: 40 },
          }),
        ),
        // The probe and its baseline leave together, the first of the two in turn: the clock of the one sent
        // first also runs while the client sends the other (0.4–0.5 ms more at the p50: BENCHMARKS.md, api).
        openLoop(probeRate, seconds, async (i) => {
          const a = walletAddresses[i % wallets] ?? '';
          const [p, r] =
            i % 2 === 0
              ? await Promise.all([probe(a), raw(a, i)])
              : await Promise.all([raw(a, i), probe(a)]).then(([r, p]) => [p, r] as const);
          pairs.probe.push(p);
          pairs.raw.push(r);
          return p;
        }),
      ]);
      return { balances, histories, pairLoop, ...pairs };
    };
    // A server that just started compiles its code paths and warms its caches first; measure it warm.
    console.error(`  ${warmUpSeconds} s warm-up, then ${loadSeconds} s of load from ${wallets} wallets…`);
    await load(warmUpSeconds);
    const { balances, histories, pairLoop, ...pairs } = await load(loadSeconds);
    // The same three reads one at a time, nothing else in flight: what each costs on its own. Under load they
    // leave at the same instants, and the client handles their answers in turn.
    bareNode = await startBareNodeServer();
    const bareUrl = bareNode.url;
    const alone: Record<'api' | 'raw' | 'bare', number[]> = { api: [], raw: [], bare: [] };
    for (let i = 0; i < aloneWarmUp + aloneRounds; i++) {
      const a = walletAddresses[i % wallets] ?? '';
      const answers = {
        api: await probe(a),
        raw: await raw(a, i),
        bare: await post(bareUrl, { query: probeQuery, variables: { a } }),
      };
      if (i >= aloneWarmUp) for (const key of ['api', 'raw', 'bare'] as const) alone[key].push(answers[key]);
    }
    const requests = balances.latencies.length + histories.latencies.length + pairs.probe.length;
    const errors = balances.errors + histories.errors + pairLoop.errors;
    const balanceP50 = quantile(pairs.probe, 0.5);
    const rawP50 = quantile(pairs.raw, 0.5);
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
      {
        figure: `account{balance} p50, one request at a time (${aloneRounds})`,
        value: quantile(alone.api, 0.5),
        unit: 'ms',
        baseline: { label: 'raw eth_getBalance p50, one at a time', value: quantile(alone.raw, 0.5) },
      },
      {
        figure: `a bare Node HTTP server's fixed answer p50, one request at a time (${aloneRounds})`,
        value: quantile(alone.bare, 0.5),
        unit: 'ms',
        baseline: { label: 'raw eth_getBalance p50, one at a time', value: quantile(alone.raw, 0.5) },
      },
      // Context for the tails: how much the node itself stalls on this machine during the same window.
      { figure: 'raw eth_getBalance p99 (machine noise)', value: quantile(pairs.raw, 0.99), unit: 'ms' },
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
    bareNode?.child.kill('SIGTERM');
    await anvil.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

export default bench;
