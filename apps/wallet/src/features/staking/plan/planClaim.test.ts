import { sfcAbi } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { planClaim } from './planClaim.ts';

const SFC = '0xFC00FACE00000000000000000000000000000000';

describe('planClaim (docs/staking.md#claim-and-restake)', () => {
  it('claim: claimRewards(validator), recorded as step claim, no value', () => {
    const [step, ...more] = planClaim({ validatorId: 3n, restake: false, rewards: 42n }, SFC);
    expect(more).toEqual([]);
    expect(step).toMatchObject({ kind: 'call', id: 'claim' });
    expect(step?.description).toEqual({ kind: 'claim', validatorId: 3n, restake: false, rewards: 42n });
    expect(step?.call).toMatchObject({ to: SFC, value: 0n });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('claimRewards');
    expect(call.args).toEqual([3n]);
  });

  it('restake: restakeRewards(validator), recorded as step restake', () => {
    const [step] = planClaim({ validatorId: 3n, restake: true, rewards: 42n }, SFC);
    expect(step?.id).toBe('restake');
    expect(step?.description).toEqual({ kind: 'claim', validatorId: 3n, restake: true, rewards: 42n });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('restakeRewards');
    expect(call.args).toEqual([3n]);
  });
});
