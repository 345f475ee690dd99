// `npm run bench -- hostileRequests`: how long hostile GraphQL documents hold the API (services/api/README.md#
// hostile-requests). hostileQueries.test.ts proves each is answered with an error, a result or the documented
// 503; these are the speeds it once asserted: the slowest answer of its hostile documents (the resolver limit is
// 10 s, so only synchronous work could take longer), and a normal query answered while a batch of 20 distinct
// fragment bombs is being refused, next to the same query alone.
import { startAnvil } from '@fantom-wallet/devnet';
import type { Bench, BenchRow } from '../../../scripts/bench/types.ts';
import { startApi } from '../src/startApi.ts';
import { fragmentBomb, HOSTILE_QUERIES } from '../test/hostileDocuments.ts';

const ROUNDS = 10;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function post(url: string, body: unknown): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.text();
  if (response.status >= 500 && response.status !== 503) throw new Error(`HTTP ${response.status}`);
  return performance.now() - started;
}

const bench: Bench = async () => {
  const anvil = await startAnvil();
  const api = await startApi({ rpcUrl: anvil.rpcUrl, indexer: false, resolverTimeoutMs: 10_000 });
  try {
    let slowest = { ms: 0, what: '' };
    for (const [what, query] of HOSTILE_QUERIES) {
      const times: number[] = [];
      for (let i = 0; i < 3; i++) {
        times.push(
          await post(api.url, {
            query,
            ...(what === 'an unknown operation name' ? { operationName: 'Nope' } : {}),
          }),
        );
      }
      const ms = median(times);
      if (ms > slowest.ms) slowest = { ms, what };
    }
    const alone: number[] = [];
    const beside: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      alone.push(await post(api.url, { query: '{ version }' }));
      // Fresh texts each round, so the parsed-document cache never helps.
      const batch = post(
        api.url,
        Array.from({ length: 20 }, (_, k) => ({ query: fragmentBomb(round * 20 + k) })),
      );
      beside.push(await post(api.url, { query: '{ version }' }));
      await batch;
    }
    const during = median(beside);
    const rows: BenchRow[] = [
      {
        figure: `slowest hostile document (median of 3: ${slowest.what}), ms`,
        value: slowest.ms,
        unit: 'ms',
        target: '≤ 15000 ms',
        met: slowest.ms <= 15_000,
      },
      {
        figure: '{ version } while 20 distinct fragment bombs are refused, median ms',
        value: during,
        unit: 'ms',
        baseline: { label: '{ version } alone', value: median(alone) },
        target: '≤ 2000 ms',
        met: during <= 2_000,
      },
    ];
    return rows;
  } finally {
    await api.stop();
    await anvil.stop();
  }
};

export default bench;
