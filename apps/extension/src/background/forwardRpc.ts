import { RpcCallError } from './createSiteRequests.ts';

let nextId = 1;

/** A read-only JSON-RPC call to the active network's node; its error comes back with the node's code. */
export async function forwardRpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  if (!response.ok) throw new RpcCallError(-32603, `The network answered HTTP ${response.status}.`);
  const body = (await response.json()) as { result?: unknown; error?: { code?: unknown; message?: unknown } };
  if (body.error) {
    const code = typeof body.error.code === 'number' ? body.error.code : -32603;
    const message = typeof body.error.message === 'string' ? body.error.message.slice(0, 500) : 'RPC error';
    throw new RpcCallError(code, message);
  }
  return body.result ?? null;
}
