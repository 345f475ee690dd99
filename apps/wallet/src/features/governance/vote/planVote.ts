import { type Address, buildGovernanceCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { VoteRequest } from './VoteRequest.ts';

/** What a vote's step does: the proposal, the delegation it acts through and, for a vote, one level per option. */
export type VoteStep =
  | { kind: 'vote'; proposalId: bigint; delegatedTo: Address; choices: readonly bigint[] }
  | { kind: 'cancel'; proposalId: bigint; delegatedTo: Address };

/**
 * A vote or its cancellation (docs/governance.md#vote-and-cancel-vote): `vote(delegatedTo, proposal, choices)` —
 * exactly one level of the proposal's scale per option, else 'Bad parameters.' and nothing is planned — or
 * `cancelVote(delegatedTo, proposal)`, to the proposal's governance contract; recorded as step 'vote' or
 * 'cancel-vote'.
 */
export function planVote(
  request: VoteRequest,
  proposal: { id: bigint; optionCount: number; levels: number },
  governance: Address,
): TransactionStep<VoteStep>[] {
  const { delegatedTo } = request;
  const proposalId = proposal.id;
  if (request.kind === 'cancel') {
    return [
      {
        kind: 'call',
        id: 'cancel-vote',
        call: buildGovernanceCall(governance, { action: 'cancelVote', delegatedTo, proposalId }),
        description: { kind: 'cancel', proposalId, delegatedTo },
      },
    ];
  }
  const { choices } = request;
  return [
    {
      kind: 'call',
      id: 'vote',
      call: buildGovernanceCall(governance, {
        action: 'vote',
        delegatedTo,
        proposalId,
        choices,
        optionCount: proposal.optionCount,
        levels: proposal.levels,
      }),
      description: { kind: 'vote', proposalId, delegatedTo, choices },
    },
  ];
}
