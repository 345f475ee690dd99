import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { useActiveNetwork } from '../../../shared/network/useActiveNetwork.ts';
import { approvalsKeys } from '../../../shared/queryKeys.ts';
import { fetchApprovals } from './fetchApprovals.ts';

/** The owner's approvals, page by page (docs/approvals.md#in-the-wallet); refreshed after each revoke. */
export function approvalsQuery(network: AppNetwork, owner: string) {
  return infiniteQueryOptions({
    queryKey: approvalsKeys.list(network.id, owner),
    queryFn: ({ pageParam, signal }) =>
      fetchApprovals(transportFor(network), owner as `0x${string}`, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => (page.listed && page.hasNext && page.last ? page.last : undefined),
  });
}

export function useApprovals(owner: string) {
  return useInfiniteQuery(approvalsQuery(useActiveNetwork(), owner));
}
