import { rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
import { createPublicClient, http } from 'viem';
import { BridgeStore } from './BridgeStore.ts';
import { bridgeServer } from './bridgeServer.ts';
import { type BridgeControls, createBridgeService } from './bridgeService.ts';
import { farChainId, startFarChain } from './farChain.ts';

export interface StartBridgeOptions {
  /** JSON-RPC of the Opera chain (the devnet) the deposits arrive on. */
  operaRpcUrl: string;
  /** Defaults to a free port. */
  port?: number;
  /** Port of the far chain's JSON-RPC; a free one by default. */
  farRpcPort?: number;
  /** Holds bridge.json and bridge.journal (swaps and the BEP2 ledger) and the far chain's state. Default `.data/bridge`. */
  dataDir?: string;
  /** Throw away the saved swaps, ledger and far chain. */
  fresh?: boolean;
  /** Serves the /test/* controls (e2e and the service's own tests only). */
  testMode?: boolean;
  basicAuth?: { username: string; password: string };
  /** Origins answered with CORS headers (the wallet's); '*' admits any. */
  corsOrigins?: readonly string[];
  openSwapBlockMs?: number;
  log?: (line: string) => void;
}

export interface RunningBridge {
  url: string;
  farRpcUrl: string;
  farChainId: number;
  /** The bridged tokens on the far chain, by bridge token uuid. */
  farTokens: Record<string, `0x${string}`>;
  dataDir: string;
  farPid: number;
  stop(): Promise<void>;
}

/** Starts the far chain, then the bridge's HTTP API on 127.0.0.1 (docs/bridge.md). */
export async function startBridge(options: StartBridgeOptions): Promise<RunningBridge> {
  const log = options.log ?? (() => {});
  const dataDir = resolve(options.dataDir ?? join(process.cwd(), '.data', 'bridge'));
  if (options.fresh) rmSync(dataDir, { recursive: true, force: true });
  const store = new BridgeStore(dataDir);
  let far: Awaited<ReturnType<typeof startFarChain>>;
  try {
    far = await startFarChain({
      dataDir,
      ...(options.farRpcPort === undefined ? {} : { port: options.farRpcPort }),
    });
  } catch (error) {
    store.close();
    throw error;
  }
  let server: Server | undefined;
  // Once only: a second stop (a test's, then a restart's) must not close the journal's file descriptor again,
  // which by then may number another file of this process.
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      if (server) {
        const closing = server;
        // Every connection goes at once: a browser's kept-alive one would otherwise still be served.
        await new Promise<void>((done) => {
          closing.close(() => done());
          closing.closeAllConnections();
        });
      }
      await far.stop();
      store.close();
    })();
    return stopping;
  };
  try {
    const opera = createPublicClient({
      transport: http(options.operaRpcUrl, { batch: false, retryCount: 0, timeout: 10_000 }),
    });
    const controls: BridgeControls = { failFinalizes: 0, answer500: false, holdDeposits: false };
    const service = createBridgeService({
      store,
      opera,
      far,
      controls,
      log,
      ...(options.openSwapBlockMs === undefined ? {} : { openSwapBlockMs: options.openSwapBlockMs }),
    });
    const httpServer = bridgeServer({
      service,
      controls,
      corsOrigins: options.corsOrigins ?? [],
      testMode: options.testMode ?? false,
      log,
      ...(options.basicAuth ? { basicAuth: options.basicAuth } : {}),
    });
    server = httpServer;
    await new Promise<void>((done, fail) => {
      httpServer.once('error', fail);
      httpServer.listen(options.port ?? 0, '127.0.0.1', () => done());
    });
    const address = httpServer.address();
    if (address === null || typeof address === 'string') throw new Error('the bridge has no TCP address');
    return {
      url: `http://127.0.0.1:${address.port}`,
      farRpcUrl: far.rpcUrl,
      farChainId,
      farTokens: far.tokens,
      dataDir,
      farPid: far.pid,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
