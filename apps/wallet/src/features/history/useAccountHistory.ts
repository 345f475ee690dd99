import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { queryKeys } from '../balances/queryKeys.ts';
import { BALANCE_POLL_MS } from '../balances/useWalletBalances.ts';
import type { AppNetwork } from '../network/buildNetworks.ts';
import { transportFor } from '../network/transportFor.ts';
import { useActiveNetwork } from '../network/useActiveNetwork.ts';
import { fetchAccountHistory } from './fetchAccountHistory.ts';

/** Pages of the account's transactions by cursor while hasNext (spec 1 §2), refreshed with the balances. */
export function accountHistoryQuery(network: AppNetwork, address: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.accountHistory(network.id, address),
    queryFn: ({ pageParam, signal }) =>
      fetchAccountHistory(transportFor(network), address as `0x${string}`, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasNext && page.last ? page.last : undefined),
    // Only the first page is polled in practice: a refetch re-reads every loaded page from the top.
    refetchInterval: BALANCE_POLL_MS * 5,
    refetchIntervalInBackground: false,
  });
}

export function useAccountHistory(address: string) {
  return useInfiniteQuery(accountHistoryQuery(useActiveNetwork(), address));
}
