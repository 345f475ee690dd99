import { fileURLToPath } from 'node:url';
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
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Every URL the stack serves, by name, for printing and for tests. */
  urls: { wallet: string; rpc: string; devnet: string; faucet: string };
  stop(): Promise<void>;
}

export const walletDist = fileURLToPath(new URL('../../apps/wallet/dist', import.meta.url));

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
    stops.push(devnet.stop);
    const faucet = `${devnet.faucetUrl.replace(/\/$/, '')}/faucet`;
    const wallet = await startWalletServer({
      distDir: walletDist,
      port: options.walletPort ?? 0,
      runtimeConfig: {
        defaultNetwork: 'devnet',
        devnet: {
          // The API joins the stack with its own issue; until then the wallet has no provider to reach.
          apiUrls: ['http://127.0.0.1:9/graphql'],
          rpcUrl: devnet.rpcUrl,
          faucetUrl: faucet,
          ...(devnet.deployment.contracts.raveNames
            ? { nameRegistryAddress: devnet.deployment.contracts.raveNames }
            : {}),
        },
      },
    });
    stops.push(wallet.stop);
    return { urls: { wallet: wallet.url, rpc: devnet.rpcUrl, devnet: devnet.faucetUrl, faucet }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
