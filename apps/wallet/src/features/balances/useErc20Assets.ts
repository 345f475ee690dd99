import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { fetchErc20Assets } from './fetchErc20Assets.ts';

/**
 * Query options of the Assets tab. Not polled on its own: the 3 s balances poll carries the current account's
 * tokens in the same request and writes them here (features/balances/useWalletBalances).
 */
export function erc20AssetsQuery(network: AppNetwork, owner: string) {
  return queryOptions({
    queryKey: queryKeys.erc20Assets(network.id, owner),
    queryFn: ({ signal }) => fetchErc20Assets(transportFor(network), owner as `0x${string}`, signal),
    placeholderData: (previous) => previous,
  });
}

export function useErc20Assets(owner: string) {
  return useQuery(erc20AssetsQuery(useActiveNetwork(), owner));
}
