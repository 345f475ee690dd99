import type { Address } from '../types/Address.ts';

/** One network the wallet can use (spec 1 §3 network definition, ERRATA rpcUrl and devnet). */
export interface NetworkDefinition {
  key: 'devnet' | 'opera' | 'opera-testnet';
  chainId: number;
  /** As shown to users and to browser wallets (wallet_addEthereumChain chainName). */
  chainName: string;
  nativeCurrency: { name: string; symbol: 'FTM'; decimals: 18 };
  /** GraphQL API endpoints; the client picks one at random and rotates on failure (spec 1 §7). */
  apiProviders: readonly string[];
  /** JSON-RPC endpoint (name-registry look-ups, browser-wallet chain parameters). */
  rpcUrl?: string;
  /** Block explorer; absent on the local devnet, which has none (ERRATA: links are hidden there). */
  explorer?: { url: string; txPath: string; addressPath: string; validatorPath: string };
  sfcAddress: Address;
  nameRegistryAddress?: Address;
  isTestnet: boolean;
}
