import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../src/cli.ts', import.meta.url));

export interface ApiProcess {
  child: ChildProcess;
  url: string;
  /** Everything the process printed so far (for failure messages). */
  output(): string;
  /** Sends `signal` and resolves once the process has exited. */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface HealthReport {
  ok: boolean;
  indexer: boolean;
  indexedHead: number | null;
}

/**
 * Starts the API CLI as its own process (so a test can SIGKILL it like a crash) and resolves with its URL
 * once it says it is ready. `args` are CLI flags besides --rpc-url, e.g. `['--database-url', url]`.
 */
export function startApiProcess(rpcUrl: string, args: readonly string[]): Promise<ApiProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', cli, '--rpc-url', rpcUrl, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = async (signal: NodeJS.Signals = 'SIGKILL'): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void kill();
      reject(new Error(`API process did not start:\n${output}`));
    }, 60_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /api: ready at (http:\/\/[\d.:]+)\/graphql/.exec(output);
      if (ready?.[1] !== undefined) {
        clearTimeout(timer);
        resolve({ child, url: ready[1], output: () => output, kill });
      }
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', () => {
      clearTimeout(timer);
      reject(new Error(`API process exited:\n${output}`));
    });
  });
}

/** GET /health of an API process. */
export async function health(url: string): Promise<HealthReport> {
  return (await (await fetch(`${url}/health`)).json()) as HealthReport;
}

/**
 * Polls `condition` every 50 ms until it holds, however long a busy machine takes: the test's own limit turns a
 * hang into a failure, and says which wait it was in (`what`) through the test's output.
 */
export async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  const waiting = setTimeout(() => console.log(`still waiting for ${what} after 30 s`), 30_000);
  try {
    while (!(await condition().catch(() => false))) await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    clearTimeout(waiting);
  }
}
