import { getUniswapPairs, type RequestSender, request } from '@fantom-wallet/api-client';
import {
  createLookalikeCheck,
  type LookalikeCheck,
  registryTokens,
  type TokenIdentity,
} from '@fantom-wallet/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AppNetwork } from '../network/buildNetworks.ts';
import { transportFor } from '../network/transportFor.ts';
import { useActiveNetwork } from '../network/useActiveNetwork.ts';
import { queryKeys } from '../queryKeys.ts';

/** The Uniswap pairs' tokens, which the look-alike rule knows besides the registry's (SECURITY.md#look-alike-tokens). */
export function pairTokensQuery(network: AppNetwork, transport: RequestSender = transportFor(network)) {
  return queryOptions({
    queryKey: queryKeys.pairTokens(network.id),
    queryFn: async ({ signal }): Promise<TokenIdentity[]> => {
      const data = await request(transport, getUniswapPairs, {}, signal);
      return data.defiUniswapPairs.flatMap((pair) =>
        pair.tokens.map(({ address, symbol, name }) => ({ address, symbol, name })),
      );
    },
    // Pairs come and go rarely; a look-alike of a token listed a minute ago is still caught on the next load.
    staleTime: 5 * 60_000,
  });
}

/** For lists that hold no arbitrary token (fMint's registry): the network registry alone is the reference. */
export const NO_LISTED_TOKENS: readonly TokenIdentity[] = [];

/**
 * The look-alike rule for the active network: the native coin and the registry's tokens, plus the Uniswap pairs'
 * tokens, from `listed` when the caller already has them (fUNI), else from the API (through `transport` when the
 * caller has its own, as the simulation panel does). Until they load, and if they fail, the registry alone is the
 * reference.
 */
export function useLookalikeCheck(
  options: { listed?: readonly TokenIdentity[]; transport?: RequestSender } = {},
): LookalikeCheck {
  const { listed, transport } = options;
  const network = useActiveNetwork();
  const pairs = useQuery({ ...pairTokensQuery(network, transport), enabled: listed === undefined });
  const known = listed ?? pairs.data;
  return useMemo(
    () => createLookalikeCheck({ registry: registryTokens(network), listed: known ?? [] }),
    [network, known],
  );
}
