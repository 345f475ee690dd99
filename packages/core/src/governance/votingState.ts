/** Why a proposal's voting forms are disabled, if they are (docs/governance.md#when-voting-is-open). */
export type VotingBlock = 'notStarted' | 'noDelegations' | 'closed';

export interface VotingInput {
  /** The chain's time, in seconds. */
  now: bigint;
  votingStarts: bigint;
  votingMustEnd: bigint;
  status: bigint;
  /** The API's `canVote(from)`: the account has delegations. */
  canVote: boolean;
}

/**
 * Whether voting (and cancelling a vote) is open for the account: after `votingStarts`, before `votingMustEnd`
 * (chain time), while the proposal is unresolved (status 0) and the account can vote. The order of the checks is
 * the order of the messages: a proposal that has not started says so even to an account without delegations.
 */
export function votingState(input: VotingInput): { open: true } | { open: false; block: VotingBlock } {
  if (input.status !== 0n || input.now >= input.votingMustEnd) return { open: false, block: 'closed' };
  if (input.now < input.votingStarts) return { open: false, block: 'notStarted' };
  if (!input.canVote) return { open: false, block: 'noDelegations' };
  return { open: true };
}
