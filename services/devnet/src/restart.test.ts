import { mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDevChainClients, waitForReceipt } from '@fantom-wallet/contracts';
import { type Address, parseEther } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSnapshot } from './createSnapshot.ts';
import { startDevnet } from './startDevnet.ts';

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), 'devnet-restart-'));
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Resolves on the next change in `dir` (anvil writing its state). */
function nextChange(dir: string): Promise<void> {
  return new Promise((resolve) => {
    const watcher = watch(dir, () => {
      watcher.close();
      resolve();
    });
  });
}

/** Whether `file` is a whole saved state (it parses) that knows `address`. */
function holds(file: string, address: Address): boolean {
  try {
    const text = readFileSync(file, 'utf8');
    JSON.parse(text);
    return text.toLowerCase().includes(address.toLowerCase());
  } catch {
    return false;
  }
}

describe('persistence', () => {
  // One seeded snapshot for both tests: seeding is the slow part, and on a loaded machine it can take minutes.
  let snapshot: string;
  let seedMs: number;
  beforeAll(async () => {
    snapshot = join(tempDir(), 'seeded.json');
    const t0 = Date.now();
    await createSnapshot(snapshot);
    seedMs = Date.now() - t0;
  }, 300_000);

  it('a transfer made seconds before kill -9 of anvil survives the restart', async () => {
    const dataDir = tempDir();
    const first = await startDevnet({ dataDir, snapshotFile: snapshot, epochIntervalMs: 0 });
    const to = '0x000000000000000000000000000000000000c0DE' as Address;
    try {
      const clients = createDevChainClients(first.rpcUrl);
      const hash = await clients.wallet.sendTransaction({
        account: first.deployment.accounts[1]?.address ?? first.deployment.owner,
        to,
        value: parseEther('7'),
      });
      await waitForReceipt(clients.public, hash);
      // anvil saves every 2 s: once a save holding the transfer is on disk, kill it without a chance to save
      // again. It is frozen while the file is read, so no save can begin or be half written when it dies.
      const stateFile = join(dataDir, 'state.json');
      for (;;) {
        const saved = nextChange(dataDir);
        process.kill(first.anvilPid, 'SIGSTOP');
        if (holds(stateFile, to)) {
          process.kill(first.anvilPid, 'SIGKILL');
          break;
        }
        process.kill(first.anvilPid, 'SIGCONT');
        await saved;
      }
    } finally {
      await first.stop();
    }
    const t1 = Date.now();
    const second = await startDevnet({ dataDir, epochIntervalMs: 0 });
    const restartMs = Date.now() - t1;
    try {
      const clients = createDevChainClients(second.rpcUrl);
      expect(await clients.public.getBalance({ address: to })).toBe(parseEther('7'));
      expect(second.deployment.contracts).toEqual(first.deployment.contracts);
      console.log(`seed ${seedMs} ms, restart from saved state ${restartMs} ms`);
    } finally {
      await second.stop();
    }
  });

  it('a chain loaded from an older save starts with a head of the present (deadlines count from it)', async () => {
    // The snapshot was saved seconds ago; a limit of 1 s makes it "old", as a 33-minute-old one was in CI.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const before = Math.floor(Date.now() / 1000); // a whole second after the save's head
    const devnet = await startDevnet({ snapshotFile: snapshot, epochIntervalMs: 0, headMaxIdleMs: 1_000 });
    try {
      const head = await createDevChainClients(devnet.rpcUrl).public.getBlock();
      expect(Number(head.timestamp)).toBeGreaterThanOrEqual(before);
    } finally {
      await devnet.stop();
    }
  });

  it('fresh throws the saved chain away', async () => {
    const dataDir = tempDir();
    const a = await startDevnet({ dataDir, snapshotFile: snapshot, epochIntervalMs: 0 });
    const to = '0x000000000000000000000000000000000000f00d' as Address;
    const clientsA = createDevChainClients(a.rpcUrl);
    await waitForReceipt(
      clientsA.public,
      await clientsA.wallet.sendTransaction({ account: a.deployment.owner, to, value: 1n }),
    );
    await a.stop();
    const b = await startDevnet({ dataDir, snapshotFile: snapshot, fresh: true, epochIntervalMs: 0 });
    try {
      expect(await createDevChainClients(b.rpcUrl).public.getBalance({ address: to })).toBe(0n);
    } finally {
      await b.stop();
    }
  });
});
