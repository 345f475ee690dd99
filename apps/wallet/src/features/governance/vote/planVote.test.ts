import { GOVERNANCE_MESSAGES, governanceAbi } from '@fantom-wallet/core';
import { decodeFunctionData, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { planVote } from './planVote.ts';

const GOVERNANCE = getAddress('0x7e57000000000000000000000000000000000a01');
const VALIDATOR = getAddress('0x7e57000000000000000000000000000000000b02');
const proposal = { id: 3n, optionCount: 2, levels: 5 };

describe('planVote (docs/governance.md#vote-and-cancel-vote)', () => {
  it('a vote: vote(delegatedTo, proposal, one level per option) to the governance contract, step vote', () => {
    const steps = planVote({ kind: 'vote', delegatedTo: VALIDATOR, choices: [4n, 0n] }, proposal, GOVERNANCE);
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step).toMatchObject({ kind: 'call', id: 'vote', call: { to: GOVERNANCE, value: 0n } });
    expect(step?.description).toEqual({
      kind: 'vote',
      proposalId: 3n,
      delegatedTo: VALIDATOR,
      choices: [4n, 0n],
    });
    const call = decodeFunctionData({ abi: governanceAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('vote');
    expect(call.args).toEqual([VALIDATOR, 3n, [4n, 0n]]);
  });

  it('a cancellation: cancelVote(delegatedTo, proposal), step cancel-vote', () => {
    const [step] = planVote({ kind: 'cancel', delegatedTo: VALIDATOR }, proposal, GOVERNANCE);
    expect(step).toMatchObject({ kind: 'call', id: 'cancel-vote', call: { to: GOVERNANCE, value: 0n } });
    expect(step?.description).toEqual({ kind: 'cancel', proposalId: 3n, delegatedTo: VALIDATOR });
    const call = decodeFunctionData({ abi: governanceAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('cancelVote');
    expect(call.args).toEqual([VALIDATOR, 3n]);
  });

  it('plans nothing for choices that do not fit the proposal: Bad parameters.', () => {
    for (const choices of [[1n], [1n, 2n, 3n], [1n, 5n], [-1n, 0n]]) {
      expect(() => planVote({ kind: 'vote', delegatedTo: VALIDATOR, choices }, proposal, GOVERNANCE)).toThrow(
        GOVERNANCE_MESSAGES.badParameters,
      );
    }
  });
});
