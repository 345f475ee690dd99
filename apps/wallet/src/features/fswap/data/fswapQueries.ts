import { defiTokens, request } from '@fantom-wallet/api-client';
import type { Address } from '@fantom-wallet/core';
import { queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { fswapKeys } from '../../../shared/queryKeys.ts';

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
