import type { Operation } from '../operations/Operation.ts';

/** The account's vote through one delegation: the weight it carries and one choice per option. */
export interface GovernanceVote {
  weight: bigint;
  choices: bigint[];
}

export interface GovernanceVotesVariables {
  address: `0x${string}`;
  from: `0x${string}`;
  id: bigint;
  [delegation: `d${number}`]: `0x${string}`;
}

export interface GovernanceVotesResult {
  govContract: {
    proposal: { [alias: `v${number}`]: GovernanceVote | null } | null;
  } | null;
}

/**
 * The account's votes on one proposal through each of its delegations, in ONE request: one aliased
 * `vote(from, delegatedTo)` per staker (`v0…vN`), as the original wallet's GovernanceContract (my vote)
 * document asks for one. With no delegations the account votes for itself, so `delegatedTo` is then `[from]`.
 * Send it with `request(transport, operation, variables)`.
 */
export function governanceVotesQuery(
  governance: `0x${string}`,
  proposalId: bigint,
  from: `0x${string}`,
  delegatedTo: readonly `0x${string}`[],
): {
  operation: Operation<GovernanceVotesResult, GovernanceVotesVariables>;
  variables: GovernanceVotesVariables;
} {
  if (delegatedTo.length === 0) throw new RangeError('governanceVotesQuery needs at least one delegation');
  const params = delegatedTo.map((_, i) => `$d${i}: Address`);
  const fields = delegatedTo.map(
    (_, i) => `v${i}: vote(from: $from, delegatedTo: $d${i}) { weight choices }`,
  );
  const variables: GovernanceVotesVariables = { address: governance, from, id: proposalId };
  delegatedTo.forEach((address, i) => {
    variables[`d${i}`] = address;
  });
  const vote = { weight: 'bigint', choices: 'bigint' } as const;
  return {
    operation: {
      operationName: 'GovernanceVotes',
      query: `query GovernanceVotes($address: Address!, $from: Address!, $id: BigInt!, ${params.join(', ')}) { govContract(address: $address) { proposal(id: $id) { ${fields.join(' ')} } } }`,
      decode: {
        govContract: { proposal: Object.fromEntries(delegatedTo.map((_, i) => [`v${i}`, vote])) },
      },
    },
    variables,
  };
}

/**
 * Reads the aliased answer back in the order of `delegatedTo`: null where no vote was cast through that
 * delegation, and an empty list when the contract or proposal is unknown.
 */
export function readGovernanceVotes(
  delegatedTo: readonly `0x${string}`[],
  data: GovernanceVotesResult,
): Array<{ delegatedTo: `0x${string}`; vote: GovernanceVote | null }> {
  const proposal = data.govContract?.proposal;
  if (!proposal) return [];
  return delegatedTo.map((address, i) => ({ delegatedTo: address, vote: proposal[`v${i}`] ?? null }));
}
