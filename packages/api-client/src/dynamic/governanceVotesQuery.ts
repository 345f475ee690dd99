import type { Operation } from '../operations/Operation.ts';

type Address = `0x${string}`;

/** The account's vote through one delegation: the weight it carries and one choice per option. */
export interface GovernanceVote {
  weight: bigint;
  choices: bigint[];
}

/** A proposal is named by its governance contract and its id within it. */
export interface GovernanceProposalRef {
  governanceId: Address;
  id: bigint;
}

export type GovernanceVotesVariables = Record<string, Address | bigint>;

/** `p0…pN` per proposal, each with `v0…vM` per delegation. */
export type GovernanceVotesResult = Record<
  string,
  { proposal: Record<string, GovernanceVote | null> | null } | null
>;

/**
 * The account's votes through each of its delegations on a set of proposals (a list page, or one detail), in
 * ONE request: an aliased `govContract(address) { proposal(id) { … } }` per proposal (`p0…pN`) holding an aliased
 * `vote(from, delegatedTo)` per delegation (`v0…vM`). Send it with `request(transport, operation, variables)`
 * and read it back with `readGovernanceVotes`.
 */
export function governanceVotesQuery(
  from: Address,
  proposals: readonly GovernanceProposalRef[],
  delegatedTo: readonly Address[],
): {
  operation: Operation<GovernanceVotesResult, GovernanceVotesVariables>;
  variables: GovernanceVotesVariables;
} {
  if (proposals.length === 0 || delegatedTo.length === 0) {
    throw new RangeError('governanceVotesQuery needs at least one proposal and one delegation');
  }
  const params = ['$from: Address!'];
  const variables: GovernanceVotesVariables = { from };
  delegatedTo.forEach((address, j) => {
    params.push(`$d${j}: Address`);
    variables[`d${j}`] = address;
  });
  const votes = delegatedTo.map((_, j) => `v${j}: vote(from: $from, delegatedTo: $d${j}) { weight choices }`);
  const fields = proposals.map((proposal, i) => {
    params.push(`$g${i}: Address!`, `$i${i}: BigInt!`);
    variables[`g${i}`] = proposal.governanceId;
    variables[`i${i}`] = proposal.id;
    return `p${i}: govContract(address: $g${i}) { proposal(id: $i${i}) { ${votes.join(' ')} } }`;
  });
  const vote = { weight: 'bigint', choices: 'bigint' } as const;
  const proposalShape = { proposal: Object.fromEntries(delegatedTo.map((_, j) => [`v${j}`, vote])) };
  return {
    operation: {
      operationName: 'GovernanceVotes',
      query: `query GovernanceVotes(${params.join(', ')}) { ${fields.join(' ')} }`,
      decode: Object.fromEntries(proposals.map((_, i) => [`p${i}`, proposalShape])),
    },
    variables,
  };
}

/**
 * Reads the aliased answer back: per proposal (in the order asked), the vote through each delegation (in the
 * order of `delegatedTo`), null where none was cast; an unknown contract or proposal reads as no votes.
 */
export function readGovernanceVotes(
  proposals: readonly GovernanceProposalRef[],
  delegatedTo: readonly Address[],
  data: GovernanceVotesResult,
): Array<Array<{ delegatedTo: Address; vote: GovernanceVote | null }>> {
  return proposals.map((_, i) => {
    const proposal = data[`p${i}`]?.proposal;
    return delegatedTo.map((address, j) => ({ delegatedTo: address, vote: proposal?.[`v${j}`] ?? null }));
  });
}
