/** What the governance state says about a proposal now: read once per block. */
export interface ProposalDetails {
  /** `proposalState`: the winning option (meaningful only once resolved), votes cast, status 0/1/2/4/8. */
  winnerOptionId: bigint;
  votes: bigint;
  status: bigint;
}

/** A proposal's name and description from its own contract: fixed when it is created, so read once. */
export interface ProposalTexts {
  name: string;
  description: string;
}
