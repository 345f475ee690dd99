import { encodeFunctionData } from 'viem';
import { WalletError } from '../errors/WalletError.ts';
import type { TransactionCall } from '../tx/TransactionCall.ts';
import type { Address } from '../types/Address.ts';
import { GOVERNANCE_MESSAGES } from './GOVERNANCE_MESSAGES.ts';
import { governanceAbi } from './governanceAbi.ts';

export type GovernanceCall =
  | {
      action: 'vote';
      /** The validator's address the delegation votes through. */
      delegatedTo: Address;
      proposalId: bigint;
      /** One index into the opinion scales per option. */
      choices: readonly bigint[];
      optionCount: number;
      levels: number;
    }
  | { action: 'cancelVote'; delegatedTo: Address; proposalId: bigint };

/**
 * `vote(delegatedTo, proposalID, choices)` or `cancelVote(delegatedTo, proposalID)` to the proposal's governance
 * contract (docs/governance.md#vote-and-cancel-vote). A vote needs exactly one choice per option, each a level of
 * the scale; anything else is refused with 'Bad parameters.' and nothing is built.
 */
export function buildGovernanceCall(governance: Address, call: GovernanceCall): TransactionCall {
  if (call.proposalId < 0n)
    throw new WalletError('BAD_GOVERNANCE_PARAMETERS', GOVERNANCE_MESSAGES.badParameters);
  if (call.action === 'cancelVote') {
    return {
      to: governance,
      value: 0n,
      data: encodeFunctionData({
        abi: governanceAbi,
        functionName: 'cancelVote',
        args: [call.delegatedTo, call.proposalId],
      }),
    };
  }
  const levels = BigInt(call.levels);
  if (
    call.optionCount <= 0 ||
    call.choices.length !== call.optionCount ||
    call.choices.some((c) => c < 0n || c >= levels)
  ) {
    throw new WalletError('BAD_GOVERNANCE_PARAMETERS', GOVERNANCE_MESSAGES.badParameters, {
      details: `${call.choices.length} choices for ${call.optionCount} options of ${call.levels} levels`,
    });
  }
  return {
    to: governance,
    value: 0n,
    data: encodeFunctionData({
      abi: governanceAbi,
      functionName: 'vote',
      args: [call.delegatedTo, call.proposalId, [...call.choices]],
    }),
  };
}
