// `npm run bench -- defiApi`: the DeFi areas of the API over the seeded devnet (eight weeks of Uniswap trading,
// fMint, governance), each figure next to a baseline measured in the same run. One function per area, each taking
// the shared stack and returning its rows; a new area's measurement is one more function in `areas`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addresses,
  governanceArtifact,
  governanceProposalArtifact,
  uniswapFactoryAbi,
  uniswapRouterAbi,
} from '@fantom-wallet/contracts';
import { createSnapshot, type Devnet, startDevnet } from '@fantom-wallet/devnet';
import { type Address, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { apiContractsFromDeployment } from '../src/config/apiContractsFromDeployment.ts';
import type { RunningApi } from '../src/RunningApi.ts';
import { startApi } from '../src/startApi.ts';

/** What every area's measurement gets: the devnet, the API over it and request helpers. */
export interface DefiBenchStack {
  devnet: Devnet;
  api: RunningApi;
  /** Time of one GraphQL request in ms; throws on any error. */
  graphql(query: string, variables?: Record<string, unknown>): Promise<number>;
  /** Time of one JSON-RPC request (or batch) to the node in ms. */
  rpc(body: unknown): Promise<number>;
}

const warmUp = 30;
const samples = 400;

const quantile = (values: number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Runs `once` sequentially (warm-up first) and returns the latencies it reported. */
async function timeMany(once: (i: number) => Promise<number>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await once(i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) times.push(await once(warmUp + i));
  return times;
}

async function timed(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { errors?: unknown; error?: unknown } | unknown[];
  const failed = Array.isArray(json)
    ? json.some((answer) => (answer as { error?: unknown }).error !== undefined)
    : json.errors !== undefined || json.error !== undefined;
  if (!response.ok || failed) throw new Error(`failed: ${JSON.stringify(json).slice(0, 300)}`);
  return performance.now() - started;
}

/** How fast a plain loop reads every block with its receipts (the indexer's input) from the node. */
async function bareReadBlocksPerSecond(stack: DefiBenchStack, head: number): Promise<number> {
  const started = performance.now();
  for (let n = 0; n <= head; n++) {
    const tag = `0x${n.toString(16)}`;
    await stack.rpc([
      { jsonrpc: '2.0', id: 1, method: 'eth_getBlockByNumber', params: [tag, true] },
      { jsonrpc: '2.0', id: 2, method: 'eth_getBlockReceipts', params: [tag] },
    ]);
  }
  return (head + 1) / ((performance.now() - started) / 1000);
}

async function pairOf(stack: DefiBenchStack, a: Address, b: Address): Promise<Address> {
  const body = {
    jsonrpc: '2.0',
    id: 1,
    method: 'eth_call',
    params: [
      {
        to: addresses.uniswapFactory,
        data: encodeFunctionData({ abi: uniswapFactoryAbi, functionName: 'getPair', args: [a, b] }),
      },
      'latest',
    ],
  };
  const response = await fetch(stack.devnet.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { result } = (await response.json()) as { result: Hex };
  return `0x${result.slice(-40)}`;
}

/** Uniswap: router quotes against a raw eth_call, the price chart over all history, one page of actions. */
async function measureUniswap(stack: DefiBenchStack): Promise<BenchRow[]> {
  const path = [addresses.wftm, addresses.fusd] as const;
  // A different amount each time, so the API's per-block cache never answers in place of the router.
  const amount = (i: number) => 10n ** 18n + BigInt(i);
  const raw = await timeMany((i) =>
    stack.rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_call',
      params: [
        {
          to: addresses.uniswapRouter,
          data: encodeFunctionData({
            abi: uniswapRouterAbi,
            functionName: 'getAmountsOut',
            args: [amount(i), [...path]],
          }),
        },
        'latest',
      ],
    }),
  );
  const quotes = await timeMany((i) =>
    stack.graphql('query($a: BigInt!, $p: [Address!]!) { defiUniswapAmountsOut(amountIn: $a, tokens: $p) }', {
      a: `0x${amount(i).toString(16)}`,
      p: path,
    }),
  );
  const pair = await pairOf(stack, addresses.wftm, addresses.tokenUsdc);
  const prices = await timeMany(() =>
    stack.graphql(
      `query($p: Address!) { defiTimePrices(address: $p, resolution: "15m", fromDate: 0) {
         time open close low high average } }`,
      { p: pair },
    ),
  );
  const actions = await timeMany(() =>
    stack.graphql(
      `query($p: Address) { defiUniswapActions(pairAddress: $p, count: 15) { totalCount
         pageInfo { first last hasNext hasPrevious } edges { cursor uniswapAction { id uniswapPair { tokens { symbol decimals } }
         pairAddress transactionHash sender type blockNr time amount0in amount0out amount1in amount1out } } } }`,
      { p: pair },
    ),
  );
  const [quoteP50, rawP50] = [quantile(quotes, 0.5), quantile(raw, 0.5)];
  return [
    {
      figure: 'defiUniswapAmountsOut p50 (WFTM→FUSD, a new amount each time)',
      value: quoteP50,
      unit: 'ms',
      baseline: { label: "raw eth_call of the router's getAmountsOut p50", value: rawP50 },
      target: '≤ 2×',
      met: quoteP50 <= 2 * rawP50,
    },
    {
      figure: 'defiTimePrices all history at 15m p99 (WFTM/tUSDC)',
      value: quantile(prices, 0.99),
      unit: 'ms',
      target: '< 80 ms',
      met: quantile(prices, 0.99) < 80,
    },
    {
      figure: 'defiUniswapActions 15 actions p99',
      value: quantile(actions, 0.99),
      unit: 'ms',
      target: '< 20 ms',
      met: quantile(actions, 0.99) < 20,
    },
  ];
}

const proposalsPage = `query($count: Int!) { govProposals(count: $count) { totalCount pageInfo { first last hasNext hasPrevious }
  edges { cursor proposal { id name description contract governanceId options state { isResolved status winnerId }
  minVotes minAgreement votingStarts votingMayEnd votingMustEnd } } } }`;

/**
 * `govProposals(count: 40)`, the wallet's proposal list page, against one JSON-RPC batch of the contract reads it
 * needs: `lastProposalID`, every proposal's `proposalParams` (the list is ordered by `votingStarts`), and for the
 * page's 40 its `proposalState` and its contract's `name()` and `description()`. Measured with a new block before
 * each request (the API's per-block caches are cold: what a wallet sees right after a block) and on an unchanged
 * block (its polls between blocks).
 */
async function measureGovernance(stack: DefiBenchStack): Promise<BenchRow[]> {
  const governance = stack.devnet.deployment.contracts.governance;
  if (governance === undefined) throw new Error('the devnet has no governance');
  const call = (to: Address, data: Hex, id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'eth_call',
    params: [{ to, data }, 'latest'],
  });
  const post = async (body: unknown) =>
    (await (
      await fetch(stack.devnet.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as { result: Hex };
  const gov = { abi: governanceArtifact.abi } as const;
  const last = decodeFunctionResult({
    ...gov,
    functionName: 'lastProposalID',
    data: (await post(call(governance, encodeFunctionData({ ...gov, functionName: 'lastProposalID' }), 1)))
      .result,
  });
  const ids = Array.from({ length: Number(last) }, (_, i) => BigInt(i + 1));
  const params = await Promise.all(
    ids.map(async (id) =>
      decodeFunctionResult({
        ...gov,
        functionName: 'proposalParams',
        data: (
          await post(
            call(governance, encodeFunctionData({ ...gov, functionName: 'proposalParams', args: [id] }), 1),
          )
        ).result,
      }),
    ),
  );
  const page = ids
    .map((id, i) => ({ id, start: params[i]?.[7] ?? 0n, contract: params[i]?.[6] as Address }))
    .sort((a, b) => (a.start === b.start ? 0 : a.start > b.start ? -1 : 1))
    .slice(0, 40);
  const own = { abi: governanceProposalArtifact.abi } as const;
  const batch = [
    call(governance, encodeFunctionData({ ...gov, functionName: 'lastProposalID' }), 1),
    ...ids.map((id, i) =>
      call(governance, encodeFunctionData({ ...gov, functionName: 'proposalParams', args: [id] }), 2 + i),
    ),
    ...page.flatMap((p, i) => [
      call(
        governance,
        encodeFunctionData({ ...gov, functionName: 'proposalState', args: [p.id] }),
        1000 + 3 * i,
      ),
      call(p.contract, encodeFunctionData({ ...own, functionName: 'name' }), 1001 + 3 * i),
      call(p.contract, encodeFunctionData({ ...own, functionName: 'description' }), 1002 + 3 * i),
    ]),
  ];
  const raw = await timeMany(() => stack.rpc(batch));
  const newBlock = async () => {
    await post({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] });
    const head = Number(
      (await post({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] })).result,
    );
    while (((await stack.api.indexedHead()) ?? -1) < head)
      await new Promise((resolve) => setTimeout(resolve, 2));
  };
  const cold: number[] = [];
  for (let i = 0; i < 10; i++) await stack.graphql(proposalsPage, { count: 40 });
  for (let i = 0; i < 200; i++) {
    await newBlock();
    cold.push(await stack.graphql(proposalsPage, { count: 40 }));
  }
  const warm = await timeMany(() => stack.graphql(proposalsPage, { count: 40 }));
  const [coldP50, rawP50] = [quantile(cold, 0.5), quantile(raw, 0.5)];
  return [
    {
      figure: `govProposals(count: 40) p50, a new block before each (${ids.length} proposals, caches cold)`,
      value: coldP50,
      unit: 'ms',
      baseline: { label: `one JSON-RPC batch of its ${batch.length} contract reads p50`, value: rawP50 },
      target: '≤ 1.5×',
      met: coldP50 <= 1.5 * rawP50,
    },
    {
      figure: 'govProposals(count: 40) p50 on an unchanged block (per-block cache)',
      value: quantile(warm, 0.5),
      unit: 'ms',
    },
    { figure: 'govProposals(count: 40) p99 on an unchanged block', value: quantile(warm, 0.99), unit: 'ms' },
  ];
}

/** Every area's measurement, in order; each gets the same warm stack. */
const areas: ((stack: DefiBenchStack) => Promise<BenchRow[]>)[] = [measureUniswap, measureGovernance];

const bench: Bench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'defi-bench-'));
  const stops: (() => Promise<void>)[] = [];
  try {
    console.error('  seeding a devnet (eight weeks of trading, fMint, governance)…');
    const snapshotFile = join(dir, 'snapshot', 'state.json');
    await createSnapshot(snapshotFile);
    const devnet = await startDevnet({ snapshotFile, dataDir: join(dir, 'devnet'), epochIntervalMs: 0 });
    stops.push(devnet.stop);
    const partial = {
      devnet,
      rpc: (body: unknown) => timed(devnet.rpcUrl, body),
    };
    const head = Number(
      (
        (await (
          await fetch(devnet.rpcUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
          })
        ).json()) as { result: Hex }
      ).result,
    );
    const bare = await bareReadBlocksPerSecond(partial as DefiBenchStack, head);

    console.error(`  indexing ${head + 1} blocks…`);
    const api = await startApi({
      rpcUrl: devnet.rpcUrl,
      contracts: apiContractsFromDeployment(devnet.deployment),
      dataDir: join(dir, 'api'),
      pollMs: 20,
    });
    stops.unshift(api.stop);
    const serving = performance.now();
    while (((await api.indexedHead()) ?? -1) < head) await new Promise((resolve) => setTimeout(resolve, 10));
    const catchUp = (head + 1) / ((performance.now() - serving) / 1000);
    const stack: DefiBenchStack = {
      ...partial,
      api,
      graphql: (query, variables = {}) => timed(`${api.url}/graphql`, { query, variables }),
    };
    const rows: BenchRow[] = [
      {
        figure: `indexer catch-up over the seeded chain (${head + 1} blocks), from the API serving`,
        value: catchUp,
        unit: 'blocks/s',
        baseline: { label: 'bare loop reading the blocks', value: bare },
        target: '≥ 0.8×',
        met: catchUp >= 0.8 * bare,
      },
    ];
    for (const area of areas) rows.push(...(await area(stack)));
    return rows;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
};

export default bench;
