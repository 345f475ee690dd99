import type { NetworkDefinition } from '@fantom-wallet/core';

/** EIP-3085's wallet_addEthereumChain parameter. */
export interface AddEthereumChainParameter {
  chainId: `0x${string}`;
  chainName: string;
  nativeCurrency: { name: string; symbol: string; decimals: number };
  rpcUrls: string[];
  blockExplorerUrls?: string[];
}

/** A chain id as wallets want it: lower-case hex, no leading zeros. */
export function chainIdHex(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`;
}

/**
 * The definition of `network` handed to a browser wallet (docs/external-wallets.md#chain): its chain id, name,
 * FTM as native currency, its JSON-RPC URL and explorer. The local devnet has no explorer, so none is given.
 */
export function addChainParameters(
  network: Pick<NetworkDefinition, 'chainId' | 'chainName' | 'nativeCurrency' | 'rpcUrl' | 'explorer'>,
): AddEthereumChainParameter {
  return {
    chainId: chainIdHex(network.chainId),
    chainName: network.chainName,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls: network.rpcUrl ? [network.rpcUrl] : [],
    ...(network.explorer ? { blockExplorerUrls: [network.explorer.url] } : {}),
  };
}
