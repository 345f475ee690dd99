/**
 * The latest block header from a network's own JSON-RPC node (`eth_getBlockByNumber('latest')`), as JSON: the
 * caller checks the fields it reads. The public API subset has no block query (chain time, a base fee).
 */
export async function fetchLatestBlock(
  rpcUrl: string,
  signal?: AbortSignal,
): Promise<Record<string, unknown> | null> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getBlockByNumber',
      params: ['latest', false],
    }),
    ...(signal ? { signal } : {}),
  });
  const json = (await response.json()) as { result?: Record<string, unknown> | null };
  return json.result ?? null;
}
