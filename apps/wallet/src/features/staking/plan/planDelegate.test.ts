import { sfcAbi } from '@fantom-wallet/core';
import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { planDelegate } from './planDelegate.ts';

const SFC = '0xFC00FACE00000000000000000000000000000000';

describe('planDelegate (docs/staking.md#delegate)', () => {
  it('one step: delegate(validator) to the SFC, carrying the amount', () => {
    const steps = planDelegate({ validatorId: 7n, amount: 5n * 10n ** 18n }, SFC);
    expect(steps).toHaveLength(1);
    const [step] = steps;
    expect(step).toMatchObject({ kind: 'call', id: 'delegate', description: { kind: 'delegate' } });
    expect(step?.description).toEqual({ kind: 'delegate', validatorId: 7n, amount: 5n * 10n ** 18n });
    expect(step?.call).toMatchObject({ to: SFC, value: 5n * 10n ** 18n });
    const call = decodeFunctionData({ abi: sfcAbi, data: step?.call?.data ?? '0x' });
    expect(call.functionName).toBe('delegate');
    expect(call.args).toEqual([7n]);
  });
});
