import { SFC_ADDRESS } from '../tx/SFC_ADDRESS.ts';
import type { Address } from '../types/Address.ts';
import type { NetworkDefinition } from './NetworkDefinition.ts';

export interface DevnetOptions {
  /** GraphQL endpoints of the local API (ports are chosen when the stack starts). */
  apiProviders: readonly string[];
  rpcUrl?: string;
  nameRegistryAddress?: Address;
}

/**
 * The local devnet: chain id 4003 (0xfa3, ERRATA: never 250 or 4002, so nothing signed locally can be
 * replayed), no explorer.
 */
export function createDevnetNetwork(options: DevnetOptions): NetworkDefinition {
  return {
    key: 'devnet',
    chainId: 4003,
    chainName: 'Fantom Local Devnet',
    nativeCurrency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
    apiProviders: options.apiProviders,
    ...(options.rpcUrl === undefined ? {} : { rpcUrl: options.rpcUrl }),
    ...(options.nameRegistryAddress === undefined
      ? {}
      : { nameRegistryAddress: options.nameRegistryAddress }),
    sfcAddress: SFC_ADDRESS,
    isTestnet: true,
  };
}
