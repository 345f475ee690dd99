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
  /** WalletConnect's relay and Reown project id; each absent field falls back to the build's default. */
  walletConnect?: { projectId?: string; relayUrl?: string };
  /** Where Coinbase's SDK opens its keys popup (tests point it at a local double). */
  coinbase?: { keysUrl?: string };
  /**
   * The bridge to Ethereum and BNB Chain (docs/bridge.md); only the local stack has one. The URL is kept as given:
   * the bridge client reports a malformed one ("Can't parse api url path.") instead of the config failing.
   */
  bridge?: { url: string; basicAuth?: { username: string; password: string } };
}
