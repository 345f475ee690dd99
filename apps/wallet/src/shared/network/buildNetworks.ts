import {
  createDevnetNetwork,
  type NetworkDefinition,
  type NetworkId,
  OPERA_MAINNET,
  OPERA_TESTNET,
} from '@fantom-wallet/core';
import type { RuntimeConfig } from './RuntimeConfig.ts';

export interface AppNetwork extends NetworkDefinition {
  /** The devnet's faucet, which the wallet offers as 'Get test FTM'. */
  faucetUrl?: string;
}

/**
 * The networks the user can choose: the local devnet when the server runs one, Opera mainnet and testnet.
 * User-added API providers are tried together with the built-in ones.
 */
export function buildNetworks(
  runtime: RuntimeConfig,
  customProviders: Partial<Record<NetworkId, readonly string[]>>,
): AppNetwork[] {
  const networks: AppNetwork[] = [];
  if (runtime.devnet) {
    const { apiUrls, rpcUrl, faucetUrl, contracts } = runtime.devnet;
    networks.push({
      ...createDevnetNetwork({ apiProviders: apiUrls, ...(rpcUrl ? { rpcUrl } : {}), contracts }),
      ...(faucetUrl ? { faucetUrl } : {}),
    });
  }
  networks.push(OPERA_MAINNET, OPERA_TESTNET);
  return networks.map((n) => {
    const extra = customProviders[n.id] ?? [];
    return extra.length ? { ...n, apiProviders: [...new Set([...n.apiProviders, ...extra])] } : n;
  });
}

/** The network used while the user has not chosen one: the server's default when it is available. */
export function defaultNetworkId(runtime: RuntimeConfig): NetworkId {
  return runtime.defaultNetwork === 'devnet' && !runtime.devnet ? 'mainnet' : runtime.defaultNetwork;
}
