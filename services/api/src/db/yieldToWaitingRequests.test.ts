import { once } from 'node:events';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './openPglite.ts';
import { yieldToWaitingRequests } from './yieldToWaitingRequests.ts';

/**
 * Two client connections to one server. While the server handles data from the first, the second client sends
 * its request: it sits in the server's socket until the event loop reads the sockets again.
 */
async function twoConnections(): Promise<{
  server: Server;
  clients: [Socket, Socket];
  onFirst: (handle: (second: Socket) => Promise<void>) => void;
  secondRead: () => boolean;
}> {
  const accepted: Socket[] = [];
  const server = createServer((socket) => void accepted.push(socket));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const first = connect(port, '127.0.0.1');
  await once(first, 'connect');
  const second = connect(port, '127.0.0.1');
  await once(second, 'connect');
  while (accepted.length < 2) await new Promise((resolve) => setTimeout(resolve, 5));
  const [serverFirst, serverSecond] = accepted as [Socket, Socket];
  let read = false;
  serverSecond.on('data', () => {
    read = true;
  });
  return {
    server,
    clients: [first, second],
    onFirst: (handle) => serverFirst.once('data', () => void handle(second)),
    secondRead: () => read,
  };
}

describe('yieldToWaitingRequests', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  async function run(work: () => Promise<unknown>): Promise<{ readBefore: boolean }> {
    const { server, clients, onFirst, secondRead } = await twoConnections();
    cleanups.push(() => {
      for (const client of clients) client.destroy();
      server.close();
    });
    const done = new Promise<{ readBefore: boolean }>((resolve) =>
      onFirst(async (second) => {
        second.write('second request');
        await work();
        resolve({ readBefore: secondRead() });
      }),
    );
    clients[0].write('first request');
    return done;
  }

  it('lets the event loop read a request that arrived meanwhile before it resolves', async () => {
    expect(await run(() => yieldToWaitingRequests())).toEqual({ readBefore: true });
  });

  it('needs its second turn: one immediate runs before the sockets are read again', async () => {
    // Why one setImmediate is not enough (and what makes the test above able to fail).
    expect(await run(() => new Promise((resolve) => setImmediate(resolve)))).toEqual({ readBefore: false });
  });

  it('comes before every statement on the embedded database', async () => {
    const db = await openPglite();
    cleanups.push(() => void db.close());
    await db.query('select 1');
    expect(await run(() => db.query('select 1'))).toEqual({ readBefore: true });
    expect(await run(() => db.transaction((tx) => tx.query('select 1')))).toEqual({ readBefore: true });
  });
});
