import { createPublicClient, createTestClient, createWalletClient, http } from 'viem';
import { devnetChain } from '../devnetChain.ts';
import type { DevChainClients } from './DevChainClients.ts';

/** Clients for a local anvil; short polling because anvil mines each transaction at once. */
export function createDevChainClients(rpcUrl: string): DevChainClients {
  const transport = http(rpcUrl, { batch: false, retryCount: 0 });
  const chain = { ...devnetChain, rpcUrls: { default: { http: [rpcUrl] } } };
  return {
    public: createPublicClient({ chain, transport, pollingInterval: 50 }),
    wallet: createWalletClient({ chain, transport, pollingInterval: 50 }),
    test: createTestClient({ chain, transport, mode: 'anvil', pollingInterval: 50 }),
  };
}
