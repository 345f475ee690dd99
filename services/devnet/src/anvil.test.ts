import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('startAnvil', () => {
  it('serves chain id 4003 on 127.0.0.1 and stops by pid', async () => {
    const anvil = await startAnvil();
    try {
      expect(anvil.rpcUrl).toBe(`http://127.0.0.1:${anvil.port}`);
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      expect(await client.getChainId()).toBe(4003);
      expect(isAlive(anvil.pid)).toBe(true);
    } finally {
      await anvil.stop();
    }
    expect(isAlive(anvil.pid)).toBe(false);
  });

  it("keeps older blocks' states in its own cache directory and removes it when stopped", async () => {
    const anvil = await startAnvil();
    const files = () =>
      readdirSync(anvil.cacheDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
    try {
      const client = createPublicClient({ transport: http(anvil.rpcUrl) });
      // Enough blocks that anvil moves the oldest states out of memory into files.
      await client.request({ method: 'anvil_mine' as never, params: ['0x200'] as never });
      expect(files().length).toBeGreaterThan(0);
    } finally {
      await anvil.stop();
    }
    expect(existsSync(anvil.cacheDir)).toBe(false);
  });

  it('writes its state file every stateIntervalSeconds, or without one only when it stops', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'anvil-state-'));
    try {
      for (const interval of [1, undefined]) {
        const stateFile = join(dir, `state-${interval ?? 'none'}.json`);
        const anvil = await startAnvil({
          stateFile,
          ...(interval === undefined ? {} : { stateIntervalSeconds: interval }),
        });
        try {
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          expect(existsSync(stateFile)).toBe(interval !== undefined);
        } finally {
          await anvil.stop();
        }
        expect(existsSync(stateFile)).toBe(true);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fails clearly when the port is taken', async () => {
    const first = await startAnvil();
    try {
      await expect(startAnvil({ port: first.port })).rejects.toThrow(/anvil/);
    } finally {
      await first.stop();
    }
  });
});
