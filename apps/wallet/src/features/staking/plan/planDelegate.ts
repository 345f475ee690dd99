import { type Address, buildSfcCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from './StakingStep.ts';

/** Delegate FTM (docs/staking.md#delegate): the SFC's `delegate(validator)` carrying the amount. */
export function planDelegate(
  order: { validatorId: bigint; amount: bigint },
  sfc: Address,
): TransactionStep<StakingStep>[] {
  const { validatorId, amount } = order;
  return [
    {
      kind: 'call',
      id: 'delegate',
      call: buildSfcCall(sfc, { action: 'delegate', validatorId, amount }),
      description: { kind: 'delegate', validatorId, amount },
    },
  ];
}
