import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiContractsFromDeployment, type RunningApi, startApi } from '@fantom-wallet/api';
import { type RunningBridge, startBridge } from '@fantom-wallet/bridge';
import { freePort, startDevnet } from '@fantom-wallet/devnet';
import { startWalletServer } from '../../apps/wallet/server/startWalletServer.ts';
import type { RuntimeConfig } from '../../apps/wallet/src/shared/network/RuntimeConfig.ts';

/** Ports the stack's users pick before a process binds them (see the devnet's freePort). */
export { freePort };

export interface StackOptions {
  /** Port for the wallet; 0 (default) picks a free one. */
  walletPort?: number;
  /** Devnet ports; free ones by default. */
  rpcPort?: number;
  faucetPort?: number;
  /** Where the devnet keeps its state; a temporary folder when starting from a snapshot. */
  dataDir?: string;
  /** Start from a pre-seeded state made by createSnapshot (e2e) instead of deploying and seeding. */
  snapshotFile?: string;
  /** Throw the saved chain away and start over. */
  fresh?: boolean;
  /** Epoch sealing timer; 0 turns it off (tests seal epochs on demand). */
  epochIntervalMs?: number;
  /**
   * Seconds between the chain node's saves of its state (what a kill -9 can lose); 0 saves only on a clean stop,
   * for stacks thrown away after use (tests, benches): each save holds the node for ~150 ms. Default 2.
   */
  chainSaveIntervalSeconds?: number;
  /** Ports of the API replicas; free ones by default. */
  apiPorts?: number[];
  /**
   * How long the API replicas wait for the chain node before answering that it is not reachable (their default,
   * 10 s, when omitted). Tests that stop the node shorten it, so the user is told sooner and they wait less.
   */
  rpcTimeoutMs?: number;
  /** External-wallet endpoints for the wallet's runtime config (tests: the loopback relay and popup double). */
  connectors?: Pick<RuntimeConfig, 'walletConnect' | 'coinbase'>;
  /**
   * PostgreSQL shared by two API replicas (one indexes, both serve). Without it one API process keeps an
   * embedded PGlite database under the data folder.
   */
  databaseUrl?: string;
  /** Folder of the embedded API database (PGlite); in memory when omitted and there is no databaseUrl. */
  apiDataDir?: string;
  /** The bridge's ports (API, far chain); free ones by default. */
  bridgePort?: number;
  farRpcPort?: number;
  /** Where the bridge keeps its swaps, ledger and far chain; a temporary folder when starting from a snapshot. */
  bridgeDataDir?: string;
  /** Serves the bridge's test controls (end-to-end tests). */
  bridgeTestMode?: boolean;
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Every URL the stack serves, by name, for printing and for tests. */
  urls: {
    wallet: string;
    rpc: string;
    devnet: string;
    faucet: string;
    bridge: string;
    farRpc: string;
  } & Record<`api${number}`, string>;
  /** The local bridge (docs/bridge.md), so tests can read its far chain and stop or restart it. */
  bridge: RunningBridge;
  /** Starts the bridge again on its old ports and data (after a test stopped it). */
  restartBridge(): Promise<void>;
  /** The running API replicas, so fault tests can stop and start one. */
  apis: RunningApi[];
  /** Starts replica `index` again (after a fault test stopped it) on its old port. */
  restartApi(index: number): Promise<void>;
  /**
   * Freezes the chain node (SIGSTOP: it keeps its port and state but answers nothing, like a hung node) and
   * thaws it again; for fault tests.
   */
  pauseChain(): void;
  resumeChain(): void;
  stop(): Promise<void>;
}

/** The built wallet it serves; `FWALLET_WALLET_DIST` points at another build (e.g. `vite build --outDir …`). */
export const walletDist =
  process.env.FWALLET_WALLET_DIST ?? fileURLToPath(new URL('../../apps/wallet/dist', import.meta.url));

/**
 * Starts the whole local stack that exists so far, each part on its own port, and returns a single stop()
 * that stops every process it started. Used by `npm start` and by each end-to-end worker.
 */
export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const stops: Array<() => Promise<void>> = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s().catch(() => undefined);
  };
  try {
    const devnet = await startDevnet({
      ...(options.rpcPort ? { rpcPort: options.rpcPort } : {}),
      ...(options.faucetPort ? { faucetPort: options.faucetPort } : {}),
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.snapshotFile ? { snapshotFile: options.snapshotFile } : {}),
      ...(options.fresh ? { fresh: true } : {}),
      ...(options.epochIntervalMs === undefined ? {} : { epochIntervalMs: options.epochIntervalMs }),
      ...(options.chainSaveIntervalSeconds === undefined
        ? {}
        : { stateIntervalSeconds: options.chainSaveIntervalSeconds }),
      ...(options.log ? { log: options.log } : {}),
    });
    let chainPaused = false;
    const signalChain = (signal: NodeJS.Signals, paused: boolean) => {
      process.kill(devnet.anvilPid, signal);
      chainPaused = paused;
    };
    stops.push(async () => {
      // A frozen anvil would not handle the SIGTERM that saves its state.
      if (chainPaused) signalChain('SIGCONT', false);
      await devnet.stop();
    });
    const faucet = `${devnet.faucetUrl.replace(/\/$/, '')}/faucet`;

    // The wallet's origin is known before it starts, so the bridge can answer CORS for it alone.
    const walletPort = options.walletPort || (await freePort());
    const walletOrigins = [`http://127.0.0.1:${walletPort}`, `http://localhost:${walletPort}`];
    const bridgeOptions = {
      operaRpcUrl: devnet.rpcUrl,
      corsOrigins: walletOrigins,
      dataDir:
        options.bridgeDataDir ??
        // A stack with its own chain folder (tests, benches) keeps its bridge there too, never in `npm start`'s.
        (options.snapshotFile || options.dataDir
          ? join(devnet.dataDir, 'bridge')
          : join(process.cwd(), '.data', 'bridge')),
      ...(options.fresh ? { fresh: true } : {}),
      ...(options.bridgeTestMode ? { testMode: true } : {}),
      ...(options.log ? { log: (line: string) => options.log?.(`[bridge] ${line}`) } : {}),
    };
    // Started beside the API replicas rather than after them: it needs only the chain.
    // Ports from freePort, not the kernel's listen(0): a restart binds the same port again, and one from the
    // ephemeral range could meanwhile be in use by any outgoing connection.
    const bridgeStarting = startBridge({
      ...bridgeOptions,
      port: options.bridgePort || (await freePort()),
      ...(options.farRpcPort ? { farRpcPort: options.farRpcPort } : {}),
    });
    let bridge: RunningBridge | undefined;
    stops.push(async () => {
      await (bridge ?? (await bridgeStarting.catch(() => undefined)))?.stop();
    });

    const replicaCount = options.databaseUrl ? 2 : 1;
    const apiOptions = (index: number, port: number) => ({
      rpcUrl: devnet.rpcUrl,
      port,
      corsOrigins: ['*'],
      contracts: apiContractsFromDeployment(devnet.deployment),
      ...(options.rpcTimeoutMs === undefined ? {} : { rpcTimeoutMs: options.rpcTimeoutMs }),
      ...(options.databaseUrl
        ? { databaseUrl: options.databaseUrl }
        : options.apiDataDir
          ? { dataDir: options.apiDataDir }
          : {}),
      ...(options.log ? { log: (line: string) => options.log?.(`[api${index + 1}] ${line}`) } : {}),
    });
    const apis: RunningApi[] = [];
    for (let i = 0; i < replicaCount; i++)
      apis.push(await startApi(apiOptions(i, options.apiPorts?.[i] || (await freePort()))));
    stops.push(async () => {
      await Promise.all(apis.map((api) => api.stop()));
    });
    const apiUrls = apis.map((api) => `${api.url}/graphql`);
    bridge = await bridgeStarting;

    const wallet = await startWalletServer({
      distDir: walletDist,
      port: walletPort,
      runtimeConfig: {
        defaultNetwork: 'devnet',
        devnet: {
          apiUrls,
          rpcUrl: devnet.rpcUrl,
          faucetUrl: faucet,
          contracts: devnet.deployment.contracts,
        },
        bridge: { url: bridge.url },
        ...options.connectors,
      },
    });
    stops.push(wallet.stop);
    const urls = {
      wallet: wallet.url,
      ...Object.fromEntries(apiUrls.map((u, i) => [`api${i + 1}`, u])),
      rpc: devnet.rpcUrl,
      devnet: devnet.faucetUrl,
      faucet,
      bridge: bridge.url,
      farRpc: bridge.farRpcUrl,
    } as RunningStack['urls'];
    const restartApi = async (index: number) => {
      const old = apis[index];
      if (!old) throw new Error(`no API replica ${index}`);
      await old.stop().catch(() => undefined);
      apis[index] = await startApi(apiOptions(index, Number(new URL(old.url).port)));
    };
    const restartBridge = async () => {
      const old = bridge;
      if (!old) throw new Error('no bridge');
      await old.stop().catch(() => undefined);
      const { fresh: _fresh, ...again } = bridgeOptions;
      bridge = await startBridge({
        ...again,
        port: Number(new URL(old.url).port),
        farRpcPort: Number(new URL(old.farRpcUrl).port),
      });
      running.bridge = bridge;
    };
    const running: RunningStack = {
      urls,
      apis,
      restartApi,
      bridge,
      restartBridge,
      pauseChain: () => signalChain('SIGSTOP', true),
      resumeChain: () => signalChain('SIGCONT', false),
      stop,
    };
    return running;
  } catch (error) {
    await stop();
    throw error;
  }
}
