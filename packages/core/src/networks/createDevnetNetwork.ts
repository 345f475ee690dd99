import type { NetworkContracts } from './NetworkContracts.ts';
import type { NetworkDefinition } from './NetworkDefinition.ts';

export interface DevnetOptions {
  /** GraphQL endpoints of the local API (ports are chosen when the stack starts). */
  apiProviders: readonly string[];
  rpcUrl?: string;
  /** Where the devnet's deployment put its contracts (the runtime configuration passes them on). */
  contracts: NetworkContracts;
}

/**
 * The local devnet: chain id 4003 (0xfa3), never 250 or 4002, so nothing signed locally can be replayed on a
 * public network; no explorer.
 */
export function createDevnetNetwork(options: DevnetOptions): NetworkDefinition {
  return {
    id: 'devnet',
    chainId: 4003,
    chainName: 'Fantom Local Devnet',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    apiProviders: options.apiProviders,
    ...(options.rpcUrl === undefined ? {} : { rpcUrl: options.rpcUrl }),
    contracts: options.contracts,
    isTestnet: true,
  };
}
