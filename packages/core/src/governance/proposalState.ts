/** The proposal status codes of the governance contract (docs/governance.md#proposal-state). */
export const PROPOSAL_STATUS = {
  inProgress: 0n,
  resolved: 1n,
  failed: 2n,
  canceled: 4n,
  executionExpired: 8n,
} as const;

export type ProposalStateLabel =
  | 'In progress'
  | 'Resolved'
  | 'Failed'
  | 'Canceled'
  | 'Execution Expired'
  | '-';

/** The label of a status code: 0 'In progress', 1 'Resolved', 2 'Failed', 4 'Canceled', 8 'Execution Expired', else '-'. */
export function proposalStateLabel(status: bigint): ProposalStateLabel {
  switch (status) {
    case PROPOSAL_STATUS.inProgress:
      return 'In progress';
    case PROPOSAL_STATUS.resolved:
      return 'Resolved';
    case PROPOSAL_STATUS.failed:
      return 'Failed';
    case PROPOSAL_STATUS.canceled:
      return 'Canceled';
    case PROPOSAL_STATUS.executionExpired:
      return 'Execution Expired';
    default:
      return '-';
  }
}

/**
 * The winning option's index, only when the proposal is resolved and has one (docs/governance.md#winner); an id
 * outside the options (the contract's "no winner" is the number of options) is no winner.
 */
export function proposalWinner(
  state: { isResolved: boolean; winnerId: bigint | null },
  optionCount: number,
): number | undefined {
  if (!state.isResolved || state.winnerId === null) return undefined;
  if (state.winnerId < 0n || state.winnerId >= BigInt(optionCount)) return undefined;
  return Number(state.winnerId);
}
