/** The governance screens' messages, worded as docs/governance.md#messages quotes them. */
export const GOVERNANCE_MESSAGES = {
  selectProposal: 'Select a proposal first, please.',
  badParameters: 'Bad parameters.',
  notStarted: "You can't vote, voting doesn't start yet.",
  noDelegations: "You can't vote, you have no delegations.",
  votePassword: 'Please enter your wallet password to vote',
  cancelVotePassword: 'Please enter your wallet password to cancel vote',
} as const;
