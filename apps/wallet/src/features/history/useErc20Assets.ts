import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../balances/queryKeys.ts';
import { BALANCE_POLL_MS } from '../balances/useWalletBalances.ts';
import type { AppNetwork } from '../network/buildNetworks.ts';
import { transportFor } from '../network/transportFor.ts';
import { useActiveNetwork } from '../network/useActiveNetwork.ts';
import { fetchErc20Assets } from './fetchErc20Assets.ts';

/** Query options of the Assets tab, polled like balances (3 s) so an incoming transfer shows up. */
export function erc20AssetsQuery(network: AppNetwork, owner: string) {
  return queryOptions({
    queryKey: queryKeys.erc20Assets(network.id, owner),
    queryFn: ({ signal }) => fetchErc20Assets(transportFor(network), owner as `0x${string}`, signal),
    refetchInterval: BALANCE_POLL_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
}

export function useErc20Assets(owner: string) {
  return useQuery(erc20AssetsQuery(useActiveNetwork(), owner));
}
