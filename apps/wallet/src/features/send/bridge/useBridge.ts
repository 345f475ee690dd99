import { BRIDGE_MESSAGES, type BridgeDirection } from '@fantom-wallet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { useRuntimeConfig } from '../../../shared/network/useRuntimeConfig.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
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
    queryKey: queryKeys.bridgeTokens(access.kind === 'ready' ? access.url : access.kind),
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

/**
 * The recipient's balance of the token on the far chain, asked once (no retry): shown at the confirmation, and
 * again once the bridge paid out (`paid`), so that answer is a fresh one.
 */
export function farBalanceQuery(
  client: BridgeClient,
  to: { direction: BridgeDirection; tokenUuid: string; farAddress: string },
  paid = false,
) {
  const { direction, tokenUuid, farAddress } = to;
  return queryOptions({
    queryKey: queryKeys.bridgeFarBalance(direction, tokenUuid, farAddress, paid),
    queryFn: async () =>
      direction === 'OperaToEthereum'
        ? client.ethBalance(farAddress, tokenUuid)
        : (await client.bnbBalances(farAddress, tokenUuid)).balance,
    retry: false,
  });
}
