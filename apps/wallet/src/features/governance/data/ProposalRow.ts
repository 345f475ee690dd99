/** One row of the proposals list (docs/governance.md#proposals-list). */
export interface ProposalRow {
  /** governanceId:id, unique across contracts. */
  key: string;
  id: bigint;
  governanceId: `0x${string}`;
  name: string;
  options: string[];
  status: bigint;
  isResolved: boolean;
  winnerId: bigint | null;
  /** Voted weight and total weight, for 'Votes'. */
  votes: bigint;
  totalWeight: bigint;
  votingStarts: bigint;
  votingMustEnd: bigint;
  /**
   * The account's delegations on this proposal's contract (lower-case): 'You Voted' counts those that voted, of
   * these; their votes come in a request of their own.
   */
  delegatedTo: `0x${string}`[];
}

export interface ProposalsPage {
  rows: ProposalRow[];
  totalCount: bigint;
  /** The next page's cursor (the last page's `pageInfo.last`) while there is one. */
  next: string | undefined;
}
