import { RpcCallError } from './createSiteRequests.ts';

let nextId = 1;

/**
 * How long a site's read may wait for the node. A node that never answers would otherwise hold the request, and
 * every library that waits on it (ethers keeps one `eth_chainId` in flight while it detects the network), forever;
 * with an error the site's library can retry.
 */
export const FORWARD_TIMEOUT_MS = 30_000;

/** A read-only JSON-RPC call to the active network's node; its error comes back with the node's code. */
export async function forwardRpc(
  url: string,
  method: string,
  params: unknown,
  timeoutMs = FORWARD_TIMEOUT_MS,
): Promise<unknown> {
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new RpcCallError(-32603, `The network answered HTTP ${response.status}.`);
    body = (await response.json()) as typeof body;
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError')
      throw new RpcCallError(-32603, 'The network did not answer in time.');
    throw error;
  }
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603;
    const message = typeof body.error.message === 'string' ? body.error.message.slice(0, 500) : 'RPC error';
    throw new RpcCallError(code, message);
  }
  return body.result ?? null;
}
