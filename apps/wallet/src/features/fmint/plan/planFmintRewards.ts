import { type Address, buildFmintRewardCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import { type FmintStep, numberSteps } from './FmintStep.ts';

/** Claim or push rewards (docs/fmint.md#rewards): one call on the reward distribution. */
export function planFmintRewards(
  action: 'claim' | 'push',
  distribution: Address,
): TransactionStep<FmintStep>[] {
  return numberSteps([
    {
      kind: 'call',
      id: action,
      call: buildFmintRewardCall(distribution, action),
      description: { kind: action },
    },
  ]);
}
