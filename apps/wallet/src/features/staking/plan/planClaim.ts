import { type Address, buildSfcCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from './StakingStep.ts';

/**
 * Claim rewards, or claim and restake them (docs/staking.md#claim-and-restake): the SFC's `claimRewards` or
 * `restakeRewards`, recorded as step 'claim' or 'restake'. The restake limit is the form's rule: a refused restake
 * is never planned (docs/staking.md#restake-limit).
 */
export function planClaim(
  order: { validatorId: bigint; restake: boolean; rewards: bigint },
  sfc: Address,
): TransactionStep<StakingStep>[] {
  const { validatorId, restake, rewards } = order;
  return [
    {
      kind: 'call',
      id: restake ? 'restake' : 'claim',
      call: buildSfcCall(sfc, { action: restake ? 'restakeRewards' : 'claimRewards', validatorId }),
      description: { kind: 'claim', validatorId, restake, rewards },
    },
  ];
}
