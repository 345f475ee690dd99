import {
  type GovernanceProposalRef,
  governanceProposalsPage,
  governanceVotesQuery,
  type RequestSender,
  readGovernanceVotes,
  request,
} from '@fantom-wallet/api-client';
import { addressKey } from '@fantom-wallet/core';
import type { ProposalRow, ProposalsPage } from './ProposalRow.ts';

/** docs/governance.md#proposals-list: pages of 40. */
export const PROPOSALS_PAGE_SIZE = 40;

/**
 * One page of the proposals list: the page, with each contract's delegations of the account and each proposal's
 * weights (docs/governance.md#proposals-list). The account's votes on it come in a second request
 * (`fetchPageVotes`), sent as soon as this answer is in so the rows render while it is on the way.
 */
export async function fetchProposalsPage(
  transport: RequestSender,
  from: `0x${string}`,
  cursor: string | undefined,
  signal?: AbortSignal,
): Promise<ProposalsPage> {
  const data = await request(
    transport,
    governanceProposalsPage,
    { from, cursor: cursor ?? null, count: PROPOSALS_PAGE_SIZE },
    signal,
  );
  const delegationsOf = new Map(
    data.govContracts.map((c) => [addressKey(c.address), c.delegationsBy.map((a) => addressKey(a))]),
  );
  const rows: ProposalRow[] = data.govProposals.edges.map(({ proposal: p }) => ({
    key: `${p.governanceId.toLowerCase()}:${p.id}`,
    id: p.id,
    governanceId: p.governanceId,
    name: p.name,
    options: p.options,
    status: p.state.status,
    isResolved: p.state.isResolved,
    winnerId: p.state.winnerId,
    votes: p.state.votes,
    totalWeight: p.totalWeight,
    votingStarts: p.votingStarts,
    votingMustEnd: p.votingMustEnd,
    delegatedTo: [...new Set(delegationsOf.get(addressKey(p.governanceId)) ?? [])],
  }));
  const { pageInfo } = data.govProposals;
  return {
    rows,
    totalCount: data.govProposals.totalCount,
    next: pageInfo.hasNext && pageInfo.last ? pageInfo.last : undefined,
  };
}

/** Every delegation of the account on any of the page's contracts, lower-case, each once. */
export const pageDelegations = (page: ProposalsPage): `0x${string}`[] =>
  [...new Set(page.rows.flatMap((r) => r.delegatedTo))].sort() as `0x${string}`[];

/**
 * 'You Voted' of a page: per row key, how many of the account's delegations on that proposal's contract have
 * voted on it, from one aliased request for the whole page, one alias per proposal and delegation
 * (docs/governance.md#proposals-list). Without rows or delegations nothing is sent.
 */
export async function fetchPageVotes(
  transport: RequestSender,
  from: `0x${string}`,
  page: ProposalsPage,
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  const delegated = pageDelegations(page);
  if (page.rows.length === 0 || delegated.length === 0) return {};
  const refs: GovernanceProposalRef[] = page.rows.map((r) => ({ governanceId: r.governanceId, id: r.id }));
  const { operation, variables } = governanceVotesQuery(from, refs, delegated);
  const votes = readGovernanceVotes(refs, delegated, await request(transport, operation, variables, signal));
  const voted: Record<string, number> = {};
  page.rows.forEach((row, i) => {
    const mine = new Set(row.delegatedTo);
    voted[row.key] = (votes[i] ?? []).filter(
      (v) => v.vote !== null && mine.has(addressKey(v.delegatedTo)),
    ).length;
  });
  return voted;
}
