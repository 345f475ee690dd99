import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { RpcCallError } from './createSiteRequests.ts';
import { FORWARD_TIMEOUT_MS, forwardRpc } from './forwardRpc.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A node on a loopback port that handles each request as told. */
async function node(handle: (request: IncomingMessage, response: ServerResponse) => void): Promise<string> {
  server = createServer(handle);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('forwardRpc', () => {
  it("returns the node's result", async () => {
    const url = await node((_, response) =>
      response.end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0xfa2' })),
    );
    expect(await forwardRpc(url, 'eth_chainId', [])).toBe('0xfa2');
  });

  it("passes the node's error on with its code", async () => {
    const url = await node((_, response) =>
      response.end(
        JSON.stringify({ jsonrpc: '2.0', id: 1, error: { code: -32000, message: 'execution reverted' } }),
      ),
    );
    await expect(forwardRpc(url, 'eth_call', [])).rejects.toEqual(
      new RpcCallError(-32000, 'execution reverted'),
    );
  });

  it('a node that never answers fails the call after the time limit, so the site is answered', async () => {
    // The request is read and never answered: the connection stays open until the test ends.
    const url = await node(() => {});
    await expect(forwardRpc(url, 'eth_chainId', [], 50)).rejects.toEqual(
      new RpcCallError(-32603, 'The network did not answer in time.'),
    );
    expect(FORWARD_TIMEOUT_MS).toBe(30_000);
  });
});
