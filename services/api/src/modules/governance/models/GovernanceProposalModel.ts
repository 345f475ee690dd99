import type { Address } from 'viem';

/**
 * A proposal's parameters (`proposalParams`, fixed once created); its name, description, state, option states
 * and votes are read when asked for.
 */
export interface GovernanceProposalModel {
  governanceId: Address;
  id: bigint;
  contract: Address;
  proposalType: bigint;
  isExecutable: boolean;
  minVotes: bigint;
  minAgreement: bigint;
  opinionScales: bigint[];
  options: string[];
  votingStarts: bigint;
  votingMayEnd: bigint;
  votingMustEnd: bigint;
}
