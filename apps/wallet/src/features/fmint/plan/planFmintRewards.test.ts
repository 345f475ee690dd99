import { describe, expect, it } from 'vitest';
import { decodeFmintCall } from '../test/readFmintStep.ts';
import { planFmintRewards } from './planFmintRewards.ts';

const DISTRIBUTION = '0xdEf1000000000000000000000000000000000002';

describe('planFmintRewards (docs/fmint.md#rewards)', () => {
  it('a claim is mustRewardClaim() on the reward distribution, one step', () => {
    const steps = planFmintRewards('claim', DISTRIBUTION);
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: 'call', id: 'claim' });
    expect(steps[0]?.call).toMatchObject({ to: DISTRIBUTION, value: 0n });
    expect(decodeFmintCall(steps[0]?.call)?.name).toBe('mustRewardClaim');
    expect(steps[0]?.description).toEqual({ kind: 'claim', position: { step: 1, steps: 1 } });
  });

  it('a push is mustRewardPush()', () => {
    const [push] = planFmintRewards('push', DISTRIBUTION);
    expect(push?.id).toBe('push');
    expect(decodeFmintCall(push?.call)?.name).toBe('mustRewardPush');
    expect(push?.description.kind).toBe('push');
  });
});
