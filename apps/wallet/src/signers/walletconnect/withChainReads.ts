import type { Eip1193Provider } from '../external/Eip1193Provider.ts';

/**
 * The wallet's provider with the one read the external signer makes (the sent transaction, for its nonce) sent
 * to the network's own JSON-RPC instead: WalletConnect's and Coinbase's SDKs would forward it to a node of their
 * choosing (or to the phone), and Coinbase's adds headers a local node's CORS refuses. Without an RPC URL the
 * read answers null and the signer records the prepared nonce.
 */
export function withChainReads(
  provider: Eip1193Provider,
  rpcUrl: string | undefined,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Eip1193Provider {
  return {
    async request(args) {
      if (args.method !== 'eth_getTransactionByHash') return provider.request(args);
      if (!rpcUrl) return null;
      const response = await fetchImpl(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: args.method, params: args.params }),
      });
      if (!response.ok) return null;
      const body: unknown = await response.json();
      return typeof body === 'object' && body !== null && 'result' in body ? body.result : null;
    },
    on: (event, listener) => provider.on(event, listener),
    removeListener: (event, listener) => provider.removeListener(event, listener),
  };
}
