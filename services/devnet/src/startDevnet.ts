import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createDevChainClients, type Deployment } from '@fantom-wallet/contracts';
import { startAnvil } from './anvil.ts';
import { deploymentFileFor } from './deploymentFileFor.ts';
import { devnetServer } from './devnetServer.ts';
import { freePort } from './freePort.ts';
import { keepHeadFresh } from './keepHeadFresh.ts';
import { readDeployment } from './readDeployment.ts';
import { sealEpochs } from './sealEpochs.ts';
import { deployAndSeed } from './seed/deployAndSeed.ts';
import { devAccountCount } from './seed/devAccountIndex.ts';
import { devMnemonic } from './seed/devMnemonic.ts';
import { seedTimeline } from './seed/seedTimeline.ts';
import { serialQueue } from './serialQueue.ts';

export interface StartDevnetOptions {
  /** Defaults to a free port. */
  rpcPort?: number;
  faucetPort?: number;
  /** Holds state.json (anvil) and state.deployment.json. Default `.data/devnet` under the working directory,
   * or a temporary folder (removed on stop) when starting from a snapshot. */
  dataDir?: string;
  /** Throw away the saved chain and start over. */
  fresh?: boolean;
  /** 0 turns the timer off. Default 60 s. */
  epochIntervalMs?: number;
  /** A state made by createSnapshot: loaded instead of deploying and seeding. */
  snapshotFile?: string;
  /** An empty block is mined when the head has stood still this long (keepHeadFresh.ts). Default 5 minutes. */
  headMaxIdleMs?: number;
  /**
   * How soon an empty block follows a block with transactions when nothing else comes (keepHeadFresh.ts); 0 never.
   * Default 1 s. Tests that choose which block a transaction lands in set 0.
   */
  followUpMs?: number;
  /**
   * How often anvil writes its whole state to the data folder, so a kill -9 loses at most that much; 0 writes it
   * only on a clean stop. Default 2 s. Each write of the seeded chain (~30 MB) holds the node for ~150 ms, so
   * stacks that are thrown away after use (tests, benches) set 0.
   */
  stateIntervalSeconds?: number;
  log?: (line: string) => void;
}

export interface Devnet {
  rpcUrl: string;
  faucetUrl: string;
  deployment: Deployment;
  dataDir: string;
  anvilPid: number;
  stop(): Promise<void>;
}

// By default anvil writes its whole state every 2 s, so a kill -9 loses at most about that much.
const defaultStateIntervalSeconds = 2;

/** Starts anvil with the seeded Opera chain, the epoch timer and the faucet/time-travel HTTP server. */
export async function startDevnet(opts: StartDevnetOptions = {}): Promise<Devnet> {
  const log = opts.log ?? (() => {});
  const tempDir = opts.dataDir === undefined && opts.snapshotFile !== undefined;
  const dataDir = resolve(
    opts.dataDir ??
      (tempDir ? mkdtempSync(join(tmpdir(), 'devnet-')) : join(process.cwd(), '.data', 'devnet')),
  );
  const stateFile = join(dataDir, 'state.json');
  const deploymentFile = deploymentFileFor(stateFile);
  if (opts.fresh) {
    rmSync(stateFile, { force: true });
    rmSync(deploymentFile, { force: true });
  }
  mkdirSync(dataDir, { recursive: true });
  if (opts.snapshotFile !== undefined && !existsSync(stateFile)) {
    copyFileSync(opts.snapshotFile, stateFile);
    copyFileSync(deploymentFileFor(opts.snapshotFile), deploymentFile);
  }
  // A state without its description (a crash during the very first seed) cannot be trusted: start over.
  if (existsSync(stateFile) && !existsSync(deploymentFile)) rmSync(stateFile);

  const started = Date.now();
  const stateInterval = opts.stateIntervalSeconds ?? defaultStateIntervalSeconds;
  // A new chain starts in the past, so the seed can replay weeks of history at their own times.
  const fresh = !existsSync(stateFile);
  const anvil = await startAnvil({
    ...(fresh ? { timestamp: seedTimeline(started).genesis } : {}),
    port: opts.rpcPort ?? (await freePort()),
    stateFile,
    ...(stateInterval > 0 ? { stateIntervalSeconds: stateInterval } : {}),
    mnemonic: devMnemonic,
    accounts: devAccountCount,
    balance: 1_000_000,
    log: (line) => log(`[anvil] ${line}`),
  });
  let server: Server | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopHeadKeeper: (() => void) | undefined;
  const stop = async (): Promise<void> => {
    if (timer) clearInterval(timer);
    stopHeadKeeper?.();
    // Every connection goes at once: a browser's kept-alive one would otherwise still be served.
    const closing = server;
    if (closing)
      await new Promise<void>((done) => {
        closing.close(() => done());
        closing.closeAllConnections();
      });
    await anvil.stop();
    if (tempDir) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const clients = createDevChainClients(anvil.rpcUrl);
    let deployment: Deployment;
    if (existsSync(deploymentFile)) {
      deployment = readDeployment(deploymentFile);
      log(`devnet: loaded chain state from ${stateFile} in ${Date.now() - started} ms`);
    } else {
      deployment = await deployAndSeed(clients);
      writeFileSync(deploymentFile, `${JSON.stringify(deployment, null, 2)}\n`);
      log(`devnet: deployed and seeded in ${Date.now() - started} ms`);
    }
    const enqueue = serialQueue();
    const interval = opts.epochIntervalMs ?? 60_000;
    if (interval > 0) {
      timer = setInterval(() => {
        enqueue(() => sealEpochs(clients, deployment)).then(
          (epoch) => log(`devnet: sealed epoch ${epoch}`),
          (error: unknown) =>
            log(`devnet: sealing failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, interval);
      timer.unref();
    }
    stopHeadKeeper = await keepHeadFresh(clients, {
      enqueue,
      log,
      ...(opts.headMaxIdleMs === undefined ? {} : { maxIdleMs: opts.headMaxIdleMs }),
      ...(opts.followUpMs === undefined ? {} : { followUpMs: opts.followUpMs }),
    });
    const httpServer = devnetServer({ clients, deployment, enqueue });
    server = httpServer;
    const faucetPort = opts.faucetPort ?? (await freePort());
    await new Promise<void>((done, fail) => {
      httpServer.once('error', fail);
      httpServer.listen(faucetPort, '127.0.0.1', () => done());
    });
    return {
      rpcUrl: anvil.rpcUrl,
      faucetUrl: `http://127.0.0.1:${faucetPort}`,
      deployment,
      dataDir,
      anvilPid: anvil.pid,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
