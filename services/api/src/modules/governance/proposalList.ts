import { getAddress } from 'viem';
import type { ApiServices } from '../../services/ApiServices.ts';
import { chainTime } from '../core/index.ts';
import type { GovernanceContractModel } from './models/GovernanceContractModel.ts';
import type { GovernanceProposalModel } from './models/GovernanceProposalModel.ts';
import { pageList } from './pageList.ts';
import { byVotingStartsDesc, readProposals } from './readProposals.ts';

const checksummed = new Map<string, string>();

/** A proposal's cursor, as the public API writes it: its contract's EIP-55 address (each one hashed once). */
export const proposalCursor = (proposal: GovernanceProposalModel): string => {
  let cursor = checksummed.get(proposal.contract);
  if (cursor === undefined) {
    if (checksummed.size >= 10_000) checksummed.clear();
    cursor = getAddress(proposal.contract);
    checksummed.set(proposal.contract, cursor);
  }
  return cursor;
};

/**
 * One page of the proposals of the given contracts, newest `votingStarts` first, with an exclusive cursor and
 * `pageInfo` describing this page (the public server repeats the cursor's item and describes the whole list).
 * `activeOnly` keeps proposals whose voting runs now (chain time), as the public API does.
 */
export async function proposalList(
  services: ApiServices,
  contracts: readonly GovernanceContractModel[],
  args: { cursor: string | null; count: number; activeOnly: boolean },
) {
  const [lists, now] = await Promise.all([
    Promise.all(contracts.map((contract) => readProposals(services, contract))),
    args.activeOnly ? chainTime(services) : Promise.resolve(0n),
  ]);
  let all = lists.length === 1 ? (lists[0] ?? []) : lists.flat().sort(byVotingStartsDesc);
  if (args.activeOnly) all = all.filter((p) => p.votingStarts < now && now < p.votingMustEnd);
  const page = pageList(all, proposalCursor, args.cursor, args.count);
  const edges = page.items.map((proposal) => ({ cursor: proposalCursor(proposal), proposal }));
  return {
    edges,
    totalCount: BigInt(all.length),
    pageInfo: {
      first: edges[0]?.cursor ?? null,
      last: edges[edges.length - 1]?.cursor ?? null,
      hasNext: page.hasNext,
      hasPrevious: page.hasPrevious,
    },
  };
}
