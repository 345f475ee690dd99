/** What a proposal's contract and the governance state say about it now. */
export interface ProposalDetails {
  name: string;
  description: string;
  /** `proposalState`: the winning option (meaningful only once resolved), votes cast, status 0/1/2/4/8. */
  winnerOptionId: bigint;
  votes: bigint;
  status: bigint;
}
