import type { GovernanceProposalDetailResult } from '@fantom-wallet/api-client';

type Contract = NonNullable<GovernanceProposalDetailResult['govContract']>;

/** The detail's answer: the contract with the account's rights, and the proposal. */
export type ProposalContract = Contract;
export type ProposalDetail = NonNullable<Contract['proposal']>;
