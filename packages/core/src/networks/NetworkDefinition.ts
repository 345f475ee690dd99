import type { NetworkContracts } from './NetworkContracts.ts';
import type { NetworkId } from './NetworkId.ts';

/** One network the wallet can use: its chain, its API providers, its explorer and where its contracts live. */
export interface NetworkDefinition {
  id: NetworkId;
  chainId: number;
  /** As shown to users and to browser wallets (wallet_addEthereumChain chainName). */
  chainName: string;
  nativeCurrency: { name: string; symbol: 'FTM'; decimals: 18 };
  /** GraphQL API endpoints; the client picks one at random and rotates on failure. */
  apiProviders: readonly string[];
  /** JSON-RPC endpoint (name-registry look-ups, browser-wallet chain parameters). */
  rpcUrl?: string;
  /** Block explorer; absent on the local devnet, which has none (links are hidden there). */
  explorer?: { url: string; txPath: string; addressPath: string; validatorPath: string };
  contracts: NetworkContracts;
  isTestnet: boolean;
}
