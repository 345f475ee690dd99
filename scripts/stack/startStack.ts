import { fileURLToPath } from 'node:url';
import { apiContractsFromDeployment, type RunningApi, startApi } from '@fantom-wallet/api';
import { startDevnet } from '@fantom-wallet/devnet';
import { startWalletServer } from '../../apps/wallet/server/startWalletServer.ts';

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
  /** Ports of the API replicas; free ones by default. */
  apiPorts?: number[];
  /**
   * PostgreSQL shared by two API replicas (one indexes, both serve). Without it one API process keeps an
   * embedded PGlite database under the data folder.
   */
  databaseUrl?: string;
  /** Folder of the embedded API database (PGlite); in memory when omitted and there is no databaseUrl. */
  apiDataDir?: string;
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Every URL the stack serves, by name, for printing and for tests. */
  urls: { wallet: string; rpc: string; devnet: string; faucet: string } & Record<`api${number}`, string>;
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

    const replicaCount = options.databaseUrl ? 2 : 1;
    const apiOptions = (index: number, port: number) => ({
      rpcUrl: devnet.rpcUrl,
      port,
      corsOrigins: ['*'],
      contracts: apiContractsFromDeployment(devnet.deployment),
      ...(options.databaseUrl
        ? { databaseUrl: options.databaseUrl }
        : options.apiDataDir
          ? { dataDir: options.apiDataDir }
          : {}),
      ...(options.log ? { log: (line: string) => options.log?.(`[api${index + 1}] ${line}`) } : {}),
    });
    const apis: RunningApi[] = [];
    for (let i = 0; i < replicaCount; i++)
      apis.push(await startApi(apiOptions(i, options.apiPorts?.[i] ?? 0)));
    stops.push(async () => {
      await Promise.all(apis.map((api) => api.stop()));
    });
    const apiUrls = apis.map((api) => `${api.url}/graphql`);

    const wallet = await startWalletServer({
      distDir: walletDist,
      port: options.walletPort ?? 0,
      runtimeConfig: {
        defaultNetwork: 'devnet',
        devnet: {
          apiUrls,
          rpcUrl: devnet.rpcUrl,
          faucetUrl: faucet,
          contracts: devnet.deployment.contracts,
        },
      },
    });
    stops.push(wallet.stop);
    const urls = {
      wallet: wallet.url,
      ...Object.fromEntries(apiUrls.map((u, i) => [`api${i + 1}`, u])),
      rpc: devnet.rpcUrl,
      devnet: devnet.faucetUrl,
      faucet,
    } as RunningStack['urls'];
    const restartApi = async (index: number) => {
      const old = apis[index];
      if (!old) throw new Error(`no API replica ${index}`);
      await old.stop().catch(() => undefined);
      apis[index] = await startApi(apiOptions(index, Number(new URL(old.url).port)));
    };
    return {
      urls,
      apis,
      restartApi,
      pauseChain: () => signalChain('SIGSTOP', true),
      resumeChain: () => signalChain('SIGCONT', false),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
