import { createServer } from 'node:http';
import { join } from 'node:path';
import { BlockCache } from './chain/BlockCache.ts';
import { createChainClient } from './chain/createChainClient.ts';
import { HeadTracker } from './chain/HeadTracker.ts';
import type { NextBlock } from './chain/NextBlock.ts';
import { RpcClient } from './chain/RpcClient.ts';
import { readNextBlock } from './chain/readNextBlock.ts';
import { resolveApiConfig } from './config/resolveApiConfig.ts';
import type { Db } from './db/Db.ts';
import { migrate } from './db/migrate.ts';
import { openPglite } from './db/openPglite.ts';
import { openPostgres } from './db/openPostgres.ts';
import { buildApiSchema } from './graphql/buildApiSchema.ts';
import { GraphqlExecutor } from './graphql/GraphqlExecutor.ts';
import { defaultQueryLimits } from './graphql/queryLimits.ts';
import { createRequestHandler } from './http/createRequestHandler.ts';
import { Indexer } from './indexer/Indexer.ts';
import { apiModules } from './modules/apiModules.ts';
import type { RunningApi } from './RunningApi.ts';
import type { StartApiOptions } from './StartApiOptions.ts';
import type { ApiServices, SharedServices } from './services/ApiServices.ts';
import { buildAreaServices } from './services/buildAreaServices.ts';

const lockRetryMs = 1000;

/** Starts one API process: database, indexer (when it holds the role) and the HTTP server. */
export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const log = options.log ?? (() => undefined);
  const db: Db =
    options.databaseUrl !== undefined
      ? await openPostgres(options.databaseUrl)
      : await openPglite(options.dataDir === undefined ? undefined : join(options.dataDir, 'pglite'));
  try {
    await migrate(db, apiModules);
  } catch (error) {
    await db.close();
    throw error;
  }
  const config = resolveApiConfig(options.contracts, options.prices);
  const rpc = new RpcClient(
    options.rpcUrl,
    options.rpcTimeoutMs === undefined ? {} : { timeoutMs: options.rpcTimeoutMs },
  );
  const heads = new HeadTracker(rpc, options.pollMs ?? 100);
  let indexing = false;
  heads.start();
  const nextBlocks = new BlockCache<NextBlock>(heads);
  const shared: SharedServices = {
    config,
    db,
    rpc,
    chain: createChainClient(rpc),
    heads,
    nextBlock: () => nextBlocks.get('next', () => readNextBlock(rpc)),
    isIndexer: () => indexing,
    log,
  };
  const services: ApiServices = { ...shared, ...buildAreaServices(apiModules, shared) };

  const indexer = new Indexer({
    db,
    rpc,
    parts: apiModules.flatMap((m) => (m.indexer === undefined ? [] : [m.indexer(shared)])),
    pollMs: options.pollMs ?? 200,
    onIndexed: (head) => {
      // Index-backed caches (delegation lists) must not outlive a write.
      heads.observe(head);
      heads.invalidate();
    },
    log,
  });
  let stopped = false;
  let lockTimer: NodeJS.Timeout | undefined;
  const claimIndexer = async (): Promise<void> => {
    if (stopped || indexing) return;
    const won = await db.tryIndexerLock(() => {
      // Our database session died: someone else may index now. Stop, then compete again.
      indexing = false;
      log('api: lost the indexer lock');
      void indexer.stop().then(() => scheduleClaim());
    });
    if (won && !stopped) {
      indexing = true;
      // Where this process resumes (a crash-recovery test reads it; a health check may come too late).
      const tip = await indexer.tip();
      log(`api: indexing (stored tip: ${tip === undefined ? 'none' : `block ${tip.number}`})`);
      indexer.start();
    } else scheduleClaim();
  };
  const scheduleClaim = (): void => {
    if (!stopped)
      lockTimer = setTimeout(() => void claimIndexer().catch(() => scheduleClaim()), lockRetryMs).unref();
  };
  if (options.indexer !== false) await claimIndexer();

  const limits = { ...defaultQueryLimits, ...options.limits };
  const executor = new GraphqlExecutor(
    buildApiSchema(apiModules),
    services,
    limits,
    new Set(apiModules.flatMap((m) => m.perBlockFields ?? [])),
  );
  const handler = createRequestHandler({
    executor,
    corsOrigins: options.corsOrigins ?? [],
    resolverTimeoutMs: options.resolverTimeoutMs ?? 30_000,
    maxBodyBytes: 1_000_000,
    maxBatch: limits.maxBatch,
    health: async () => ({
      ok: true,
      indexer: indexing,
      indexedHead: (await indexer.tip())?.number ?? null,
    }),
  });
  const server = createServer((request, response) => void handler(request, response));
  server.keepAliveTimeout = 5000;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : options.port;
  const url = `http://${host}:${port}`;
  log(`api: listening on ${url}/graphql`);

  return {
    url,
    isIndexer: () => indexing,
    indexedHead: async () => (await indexer.tip())?.number,
    indexedTip: () => indexer.tip(),
    async stop() {
      stopped = true;
      clearTimeout(lockTimer);
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await indexer.stop();
      heads.stop();
      rpc.close();
      await db.close();
    },
  };
}
