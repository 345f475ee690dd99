import {
  type GovernanceProposalRef,
  governanceProposalsPage,
  governanceVotesQuery,
  type RequestSender,
  readGovernanceVotes,
  request,
} from '@fantom-wallet/api-client';
import type { ProposalRow, ProposalsPage } from './ProposalRow.ts';

/** docs/governance.md#proposals-list: pages of 40. */
export const PROPOSALS_PAGE_SIZE = 40;

/**
 * One page of the proposals list in two requests: the page (with each contract's delegations of the account and
 * each proposal's weights), then the account's votes on the whole page in one aliased request, one alias per
 * proposal and delegation (docs/governance.md#proposals-list). Without delegations the second is not sent.
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
  const delegationsOf = new Map(data.govContracts.map((c) => [c.address.toLowerCase(), c.delegationsBy]));
  const proposals = data.govProposals.edges.map((e) => e.proposal);
  const refs: GovernanceProposalRef[] = proposals.map((p) => ({ governanceId: p.governanceId, id: p.id }));
  const delegated = [...new Set([...delegationsOf.values()].flat())];
  let votes: ReturnType<typeof readGovernanceVotes> | undefined;
  if (refs.length > 0 && delegated.length > 0) {
    const { operation, variables } = governanceVotesQuery(from, refs, delegated);
    votes = readGovernanceVotes(refs, delegated, await request(transport, operation, variables, signal));
  }
  const rows: ProposalRow[] = proposals.map((p, i) => {
    const mine = new Set((delegationsOf.get(p.governanceId.toLowerCase()) ?? []).map((a) => a.toLowerCase()));
    const voted = (votes?.[i] ?? []).filter((v) => v.vote !== null && mine.has(v.delegatedTo.toLowerCase()));
    return {
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
      voted: voted.length,
      delegations: mine.size,
    };
  });
  const { pageInfo } = data.govProposals;
  return {
    rows,
    totalCount: data.govProposals.totalCount,
    next: pageInfo.hasNext && pageInfo.last ? pageInfo.last : undefined,
  };
}
