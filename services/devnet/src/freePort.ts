import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** Where Linux hands out ports for `listen(0)` and outgoing connections (from /proc; else the kernel default). */
export function ephemeralPortRange(
  read: () => string = () => readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8'),
): { low: number; high: number } {
  try {
    const [low, high] = read().trim().split(/\s+/).map(Number);
    if (low !== undefined && high !== undefined && low > 0 && high >= low) return { low, high };
  } catch {
    // Not Linux, or /proc is hidden: the kernel default below.
  }
  return { low: 32768, high: 60999 };
}

/**
 * Ports a child process (anvil) or a later listen() is told to use. They are drawn below the ephemeral range:
 * a port taken from inside it could be handed by the kernel to any `listen(0)` or outgoing connection in the
 * seconds before its user binds it (an end-to-end run makes thousands), and the user then fails with EADDRINUSE.
 * Below the range only another caller of this function can take it, and the draw is random over ~20 000 ports.
 */
export function candidatePorts(
  count: number,
  random: () => number = Math.random,
  range = ephemeralPortRange(),
): number[] {
  const low = 10_000;
  const high = range.low > low + 1_000 ? range.low - 1 : 29_999;
  return Array.from({ length: count }, () => low + Math.floor(random() * (high - low + 1)));
}

function tryBind(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A TCP port on 127.0.0.1 that is free now and outside the range the kernel hands out (see candidatePorts). */
export async function freePort(): Promise<number> {
  for (const port of candidatePorts(50)) if (await tryBind(port)) return port;
  throw new Error('no free TCP port found below the ephemeral range after 50 tries');
}
