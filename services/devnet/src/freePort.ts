import { createServer } from 'node:net';

/**
 * Asks the OS for a free TCP port on 127.0.0.1. The port is released before returning, so a tiny race with
 * another process is possible; callers that bind it right away (anvil, the faucet) practically never lose it.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new Error('could not read the port the OS assigned'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}
