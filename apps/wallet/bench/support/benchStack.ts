import { join } from 'node:path';
import { type RunningStack, startStack } from '../../../../scripts/stack/startStack.ts';

/**
 * A local stack of the bench's own in `dataDir` (chain, bridge; the API's database in memory), epochs sealed on
 * demand, the chain's state saved only when it stops (a periodic save holds the node ~150 ms every 2 s). The chain is deployed and seeded afresh, or, with `FWALLET_BENCH_SNAPSHOT` naming a file made by the
 * devnet's `createSnapshot` (its `*.deployment.json` beside it), started from a copy of that pre-seeded state.
 */
export function startBenchStack(dataDir: string): Promise<RunningStack> {
  const snapshotFile = process.env.FWALLET_BENCH_SNAPSHOT;
  return startStack({
    dataDir,
    epochIntervalMs: 0,
    chainSaveIntervalSeconds: 0,
    bridgeDataDir: join(dataDir, 'bridge'),
    ...(snapshotFile ? { snapshotFile } : { fresh: true }),
  });
}
