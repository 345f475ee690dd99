import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { NodeUnavailableError } from '../errors/NodeUnavailableError.ts';
import { RpcError } from '../errors/RpcError.ts';
import { RpcClient } from './RpcClient.ts';

type Handler = (body: unknown, response: ServerResponse) => void;

const servers: Server[] = [];
const clients: RpcClient[] = [];

/** A node double on a free port; `handle` answers each POST body. */
async function node(handle: Handler): Promise<{ url: string; bodies: unknown[]; sockets: Set<unknown> }> {
  const bodies: unknown[] = [];
  const sockets = new Set<unknown>();
  const server = createServer((request: IncomingMessage, response) => {
    sockets.add(request.socket);
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const body: unknown = JSON.parse(text);
      bodies.push(body);
      handle(body, response);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, bodies, sockets };
}

function client(url: string, timeoutMs?: number) {
  const rpc = new RpcClient(url, timeoutMs === undefined ? {} : { timeoutMs });
  clients.push(rpc);
  return rpc;
}

const answerEach: Handler = (body, response) => {
  response.setHeader('content-type', 'application/json');
  response.end(
    JSON.stringify(
      (body as { id: number; method: string }[]).map(({ id, method }) =>
        method === 'bad'
          ? { id, error: { code: -32601, message: 'no such method' } }
          : { id, result: method },
      ),
    ),
  );
};

afterEach(async () => {
  for (const rpc of clients.splice(0)) rpc.close();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('RpcClient', () => {
  it('sends the calls of one tick as one batch, answers each in order, and reuses the socket', async () => {
    const double = await node(answerEach);
    const rpc = client(double.url);
    const answers = await Promise.allSettled([
      rpc.request('eth_blockNumber'),
      rpc.request('bad'),
      rpc.request('eth_chainId', []),
    ]);
    expect(answers[0]).toEqual({ status: 'fulfilled', value: 'eth_blockNumber' });
    expect(answers[1]).toMatchObject({ status: 'rejected', reason: expect.any(RpcError) });
    expect((answers[1] as PromiseRejectedResult).reason).toMatchObject({ rpcCode: -32601 });
    expect(answers[2]).toEqual({ status: 'fulfilled', value: 'eth_chainId' });
    expect(double.bodies).toHaveLength(1);
    expect(await rpc.request('eth_gasPrice')).toBe('eth_gasPrice');
    expect(double.bodies).toHaveLength(2);
    expect(double.sockets.size).toBe(1);
  });

  it('a node that is down, answers HTTP 503, sends no JSON or a single error: CHAIN_UNAVAILABLE or the RPC error', async () => {
    const closed = await node(answerEach);
    const downUrl = closed.url;
    const server = servers.pop();
    await new Promise((resolve) => server?.close(resolve));
    await expect(client(downUrl).request('eth_blockNumber')).rejects.toThrow(
      new NodeUnavailableError('the chain node is not reachable'),
    );

    const busy = await node((_body, response) => {
      response.statusCode = 503;
      response.end('busy');
    });
    await expect(client(busy.url).request('eth_blockNumber')).rejects.toThrow(
      'the chain node answered HTTP 503',
    );

    const garbage = await node((_body, response) => response.end('<html>'));
    await expect(client(garbage.url).request('eth_blockNumber')).rejects.toThrow(
      'the chain node sent an invalid response',
    );

    const single = await node((_body, response) =>
      response.end(JSON.stringify({ id: null, error: { code: -32600, message: 'batch too large' } })),
    );
    await expect(client(single.url).request('eth_blockNumber')).rejects.toBeInstanceOf(RpcError);
  });

  it('a node that never answers fails after the timeout, and the client still works afterwards', async () => {
    let hang = true;
    const double = await node((body, response) => {
      if (!hang) answerEach(body, response);
    });
    const rpc = client(double.url, 200);
    const started = performance.now();
    const failure = await rpc.request('eth_blockNumber').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NodeUnavailableError);
    expect((failure as Error).message).toBe('the chain node is not reachable');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    hang = false;
    expect(await rpc.request('eth_blockNumber')).toBe('eth_blockNumber');
  });
});
