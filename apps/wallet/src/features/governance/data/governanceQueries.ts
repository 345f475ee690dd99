import {
  governanceProposalDetail,
  governanceVoters,
  governanceVotesQuery,
  readGovernanceVotes,
  request,
} from '@fantom-wallet/api-client';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import { queryKeys } from '../../../shared/queryKeys.ts';
import { fetchPageVotes, fetchProposalsPage, pageDelegations } from './fetchProposalsPage.ts';
import type { ProposalsPage } from './ProposalRow.ts';

/** Validators and the account's stake per validator id. */
export interface Voters {
  validators: GovernanceValidator[];
  stakes: Map<bigint, bigint>;
}

/** A validator as the voting forms name it. */
export interface GovernanceValidator {
  id: bigint;
  address: `0x${string}`;
  name: string | null;
  logoUrl: string | null;
}

/**
 * 'You Voted' of one page (row key → delegations that voted), one aliased request. Kept until a vote or a
 * cancellation refreshes the governance queries, so showing the page never asks twice.
 */
const pageVotesQuery = (network: AppNetwork, from: `0x${string}`, page: ProposalsPage) =>
  queryOptions({
    queryKey: queryKeys.governancePageVotes(
      network.id,
      from,
      page.rows.map((r) => r.key),
      pageDelegations(page),
    ),
    queryFn: ({ signal }) => fetchPageVotes(transportFor(network), from, page, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Query options of the governance screens (fetch → options with key → hook at the call site). None polls:
 * the screens reload when a vote or cancellation is decided (docs/governance.md#vote-and-cancel-vote).
 */
export const governanceQueries = {
  /**
   * The list's pages. Each page's votes are asked for the moment the page is in (before React renders it), so
   * the rows render while that second request is on the way (docs/governance.md#proposals-list).
   */
  proposals: (network: AppNetwork, from: `0x${string}`) =>
    infiniteQueryOptions({
      queryKey: queryKeys.governanceProposals(network.id, from),
      queryFn: async ({ pageParam, signal, client }) => {
        const page = await fetchProposalsPage(transportFor(network), from, pageParam, signal);
        void client.prefetchQuery(pageVotesQuery(network, from, page));
        return page;
      },
      initialPageParam: undefined as string | undefined,
      getNextPageParam: (last) => last.next,
    }),
  pageVotes: pageVotesQuery,
  detail: (network: AppNetwork, from: `0x${string}`, governanceId: `0x${string}`, id: bigint) =>
    queryOptions({
      queryKey: queryKeys.governanceDetail(network.id, from, governanceId, id),
      queryFn: async ({ signal }) =>
        (
          await request(
            transportFor(network),
            governanceProposalDetail,
            { address: governanceId, from, id },
            signal,
          )
        ).govContract,
    }),
  /** The account's vote through each delegation on one proposal, in one aliased request. */
  votes: (
    network: AppNetwork,
    from: `0x${string}`,
    governanceId: `0x${string}`,
    id: bigint,
    delegations: readonly `0x${string}`[],
  ) =>
    queryOptions({
      queryKey: queryKeys.governanceVotes(network.id, from, governanceId, id, delegations),
      queryFn: async ({ signal }) => {
        if (delegations.length === 0) return [];
        const refs = [{ governanceId, id }];
        const { operation, variables } = governanceVotesQuery(from, refs, delegations);
        const data = await request(transportFor(network), operation, variables, signal);
        return readGovernanceVotes(refs, delegations, data)[0] ?? [];
      },
    }),
  /**
   * Every validator (id, address, name, logo) and the account's stake with each, in one request: who each
   * delegation votes through and with how much.
   */
  voters: (network: AppNetwork, from: `0x${string}`) =>
    queryOptions({
      queryKey: queryKeys.governanceVoters(network.id, from),
      queryFn: async ({ signal }): Promise<Voters> => {
        const data = await request(transportFor(network), governanceVoters, { address: from }, signal);
        return {
          validators: data.stakers.map((s) => ({
            id: s.id,
            address: s.stakerAddress,
            name: s.stakerInfo?.name?.trim() || null,
            logoUrl: s.stakerInfo?.logoUrl ?? null,
          })),
          stakes: new Map(
            data.delegationsByAddress.edges.map(
              (e) => [e.delegation.toStakerId, e.delegation.amount] as const,
            ),
          ),
        };
      },
    }),
};
