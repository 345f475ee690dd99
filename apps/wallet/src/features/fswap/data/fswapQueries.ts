import { defiTokens, request } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';

/**
 * Every fSwap query key, under one prefix per network so a decided step reloads them all (the swap core's quotes
 * sit under it too); its allowance and chain time are the flows' shared chain facts (`chainFactsQueries`).
 */
export const fswapKeys = {
  all: (network: string) => ['fswap', network] as const,
  tokens: (network: string, owner: string) => ['fswap', network, 'tokens', owner.toLowerCase()] as const,
};

/** Query options of the fSwap screens (plain fetch → options with key → hook at the call site). */
export const fswapQueries = {
  /** The DeFi tokens with the wallet's balances and prices. */
  tokens: (network: AppNetwork, owner: Address) =>
    queryOptions({
      queryKey: fswapKeys.tokens(network.id, owner),
      queryFn: async ({ signal }) =>
        (await request(transportFor(network), defiTokens, { owner }, signal)).defiTokens,
      refetchInterval: 10_000,
    }),
};
