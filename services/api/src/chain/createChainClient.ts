import { createPublicClient, custom } from 'viem';
import type { RpcClient } from './RpcClient.ts';

/**
 * A viem client whose transport is our batching {@link RpcClient}: typed contract reads (`readContract`)
 * that still share one round trip per tick.
 */
export function createChainClient(rpc: RpcClient) {
  return createPublicClient({
    transport: custom(
      { request: ({ method, params }) => rpc.request(method, (params as unknown[] | undefined) ?? []) },
      { retryCount: 0 },
    ),
  });
}

export type ChainClient = ReturnType<typeof createChainClient>;
