import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { anvilBinary } from './anvilBinary.ts';
import { freePort } from './freePort.ts';

export interface StartAnvilOptions {
  port?: number;
  /** Defaults to 4003 (0xfa3) so nothing signed locally can be replayed on Fantom mainnet or testnet. */
  chainId?: number;
  /** Loaded when it exists, and written on exit and every `stateIntervalSeconds`. */
  stateFile?: string;
  stateIntervalSeconds?: number;
  mnemonic?: string;
  /** Seconds between blocks; without it anvil mines one block per transaction (instant). */
  blockTime?: number;
  /**
   * Unix seconds of the genesis block of a fresh chain (ignored when a state file is loaded); chain time then runs
   * on from it. The devnet's seed starts its chain weeks in the past (seed/seedTimeline.ts).
   */
  timestamp?: number;
  /** Number of development accounts derived from the mnemonic (anvil default 10). */
  accounts?: number;
  /** Starting balance of each development account, in whole FTM (anvil default 10000). */
  balance?: number;
  /** Called with every line anvil prints; by default its output is discarded. */
  log?: (line: string) => void;
}

export interface AnvilInstance {
  rpcUrl: string;
  port: number;
  pid: number;
  /** Where anvil keeps older blocks' states as files; removed once anvil has exited. */
  cacheDir: string;
  stop(): Promise<void>;
}

const readyTimeoutMs = 30_000;
// anvil writes its state on SIGTERM; a big state can take a moment, so wait before forcing it.
const stopGraceMs = 5_000;

/** Starts the anvil binary on 127.0.0.1 and resolves once it answers `eth_chainId`. */
export async function startAnvil(opts: StartAnvilOptions = {}): Promise<AnvilInstance> {
  const port = opts.port ?? (await freePort());
  const chainId = opts.chainId ?? 4003;
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)];
  if (opts.stateFile !== undefined) {
    mkdirSync(dirname(opts.stateFile), { recursive: true });
    // --state loads the file if it exists and dumps to it on exit; the interval bounds what a kill -9 loses.
    args.push('--state', opts.stateFile);
    if (opts.stateIntervalSeconds !== undefined)
      args.push('--state-interval', String(opts.stateIntervalSeconds));
  }
  if (opts.mnemonic !== undefined) args.push('--mnemonic', opts.mnemonic);
  if (opts.blockTime !== undefined) args.push('--block-time', String(opts.blockTime));
  if (opts.timestamp !== undefined) args.push('--timestamp', String(opts.timestamp));
  if (opts.accounts !== undefined) args.push('--accounts', String(opts.accounts));
  if (opts.balance !== undefined) args.push('--balance', String(opts.balance));
  // Past a few hundred blocks anvil moves older states to files, by default under ~/.foundry/anvil/tmp, and
  // leaves them there when it is stopped: ~150 MB per seeded devnet, which filled the disk over many test runs.
  // Each instance gets its own directory, removed when anvil exits.
  const cacheDir = mkdtempSync(join(tmpdir(), 'anvil-cache-'));
  const removeCache = (): void => rmSync(cacheDir, { recursive: true, force: true });
  args.push('--cache-path', cacheDir);

  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) {
    removeCache();
    throw new Error('anvil did not start (no pid)');
  }
  child.once('exit', removeCache);

  const recent: string[] = [];
  // Only trust an eth_chainId answer after our own child said it listens: another process on the same
  // port would otherwise answer for it.
  const state = { listening: false };
  const onData = (chunk: Buffer): void => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (line.trim() === '') continue;
      if (line.includes('Listening on')) state.listening = true;
      recent.push(line);
      if (recent.length > 40) recent.shift();
      opts.log?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  // If our process exits without calling stop(), do not leave a stray anvil behind.
  const killOnExit = (): void => {
    if (child.exitCode === null && child.signalCode === null) process.kill(pid, 'SIGTERM');
    removeCache();
  };
  process.once('exit', killOnExit);

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal(pid, 'SIGTERM');
    const timer = setTimeout(() => signal(pid, 'SIGKILL'), stopGraceMs);
    await exited;
    clearTimeout(timer);
  };

  const rpcUrl = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(rpcUrl, child, recent, state);
  } catch (error) {
    await stop();
    throw error;
  }
  return { rpcUrl, port, pid, cacheDir, stop };
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Already gone: nothing to stop.
  }
}

async function waitUntilReady(
  rpcUrl: string,
  child: ChildProcess,
  recent: string[],
  state: { listening: boolean },
): Promise<void> {
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`anvil exited before it was ready:\n${recent.join('\n')}`);
    }
    if (!state.listening) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      continue;
    }
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`anvil did not answer at ${rpcUrl} within ${readyTimeoutMs} ms:\n${recent.join('\n')}`);
}
