/**
 * Waits until an API has indexed the chain's head as it is now, so what it answers is the whole seeded history
 * (an API started on a seeded chain indexes its blocks in the background first).
 */
export async function waitForIndexer(
  rpc: string,
  indexedHead: () => Promise<number | undefined>,
  timeoutMs = 120_000,
): Promise<void> {
  const response = await fetch(rpc, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_blockNumber', params: [] }),
  });
  const head = Number(((await response.json()) as { result: string }).result);
  const until = Date.now() + timeoutMs;
  while (((await indexedHead()) ?? -1) < head) {
    if (Date.now() > until) throw new Error(`the API did not index block ${head} in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
