import { BRIDGE_MESSAGES } from '@fantom-wallet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import { type BridgeClient, BridgeConfigError, createBridgeClient } from './bridgeClient.ts';

export type BridgeAccess =
  | { kind: 'ready'; client: BridgeClient; url: string }
  /** Mainnet, testnet, or a stack without a bridge: the bridge directions are disabled with this line. */
  | { kind: 'unavailable'; message: string }
  | { kind: 'bad-url'; message: string };

/** The bridge of the active network (docs/bridge.md#directions): only the local stack configures one. */
export function useBridgeAccess(): BridgeAccess {
  const bridge = useRuntimeConfig((s) => s.bridge);
  const network = useActiveNetwork();
  return useMemo(() => {
    if (network.id !== 'devnet' || !bridge)
      return { kind: 'unavailable', message: BRIDGE_MESSAGES.noBridgeOnNetwork };
    try {
      return { kind: 'ready', client: createBridgeClient(bridge), url: bridge.url };
    } catch (error) {
      if (error instanceof BridgeConfigError) return { kind: 'bad-url', message: error.message };
      throw error;
    }
  }, [bridge, network.id]);
}

export function bridgeTokensQuery(access: BridgeAccess) {
  return queryOptions({
    queryKey: ['bridge', access.kind === 'ready' ? access.url : access.kind, 'tokens'],
    queryFn: ({ signal }) => {
      if (access.kind !== 'ready') throw new Error(access.message);
      return access.client.tokens(signal);
    },
    enabled: access.kind === 'ready',
    staleTime: 60_000,
    retry: 1,
  });
}

/** The bridge's tokens; an error (or no bridge) leaves them undefined and the form says why. */
export function useBridgeTokens(access: BridgeAccess) {
  return useQuery(bridgeTokensQuery(access));
}
