import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { candidatePorts, ephemeralPortRange, freePort } from './freePort.ts';

describe('freePort', () => {
  it('reads the kernel range, and falls back to its default when it cannot', () => {
    expect(ephemeralPortRange(() => '40000\t50000\n')).toEqual({ low: 40000, high: 50000 });
    expect(
      ephemeralPortRange(() => {
        throw new Error('no /proc');
      }),
    ).toEqual({ low: 32768, high: 60999 });
    expect(ephemeralPortRange(() => 'garbage')).toEqual({ low: 32768, high: 60999 });
  });

  it('draws every candidate below the ephemeral range, across the whole space', () => {
    const range = { low: 32768, high: 60999 };
    expect(candidatePorts(1, () => 0, range)).toEqual([10_000]);
    expect(candidatePorts(1, () => 0.999_999_9, range)).toEqual([32_767]);
    for (const port of candidatePorts(500, Math.random, range)) {
      expect(port).toBeGreaterThanOrEqual(10_000);
      expect(port).toBeLessThan(range.low);
    }
    // A range that starts low leaves no room below it: the draw keeps to 10000–29999.
    expect(candidatePorts(1, () => 0.999_999_9, { low: 1024, high: 65535 })).toEqual([29_999]);
  });

  it('returns a port nobody holds, which can be bound right away', async () => {
    const port = await freePort();
    expect(port).toBeLessThan(ephemeralPortRange().low);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
  });
});
