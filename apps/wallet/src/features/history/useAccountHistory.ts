import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AppNetwork } from '../../shared/network/buildNetworks.ts';
import { transportFor } from '../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../shared/network/useActiveNetwork.ts';
import { queryKeys } from '../../shared/queryKeys.ts';
import { fetchAccountHistory } from './fetchAccountHistory.ts';

/**
 * Pages of the account's transactions by cursor while hasNext (docs/account.md#transactions-tab). Not polled
 * on its own: the balances poll refreshes it when the account's txCount or balance changes
 * (features/balances/useWalletBalances).
 */
export function accountHistoryQuery(network: AppNetwork, address: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.accountHistory(network.id, address),
    queryFn: ({ pageParam, signal }) =>
      fetchAccountHistory(transportFor(network), address as `0x${string}`, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.hasNext && page.last ? page.last : undefined),
  });
}

export function useAccountHistory(address: string) {
  return useInfiniteQuery(accountHistoryQuery(useActiveNetwork(), address));
}
