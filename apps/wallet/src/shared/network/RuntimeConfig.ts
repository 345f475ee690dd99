import type { NetworkContracts, NetworkId } from '@fantom-wallet/core';

/**
 * What the server that serves the app says about the local stack (`/runtime-config.json`), so one production
 * build runs against any local stack. Served alone (or from a CDN) the file is absent and mainnet is the default.
 */
export interface RuntimeConfig {
  /** Network the app selects when the user has not chosen one. */
  defaultNetwork: NetworkId;
  /** The local devnet: its API replicas, RPC and faucet, and where its deployment put the contracts. */
  devnet?: { apiUrls: string[]; rpcUrl?: string; faucetUrl?: string; contracts: NetworkContracts };
}
