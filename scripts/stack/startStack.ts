import { fileURLToPath } from 'node:url';
import { startWalletServer } from '../../apps/wallet/server/startWalletServer.ts';

export interface StackOptions {
  /** Port for the wallet; 0 picks a free one. */
  walletPort?: number;
  log?: (line: string) => void;
}

export interface RunningStack {
  /** Every URL the stack serves, by name, for printing and for tests. */
  urls: { wallet: string };
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
    const wallet = await startWalletServer({
      distDir: walletDist,
      port: options.walletPort ?? 0,
      runtimeConfig: { defaultNetwork: 'devnet' },
    });
    stops.push(wallet.stop);
    return { urls: { wallet: wallet.url }, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
