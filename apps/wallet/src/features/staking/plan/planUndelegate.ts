import { type Address, buildSfcCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from './StakingStep.ts';

/** What the undelegate form settled on: the amount asked for, and how much of it must be unlocked first. */
export interface UndelegateOrder {
  validatorId: bigint;
  requested: bigint;
  /** The locked part of the amount (amountToUnlock); 0 when nothing is locked. */
  unlock: bigint;
  /** The fresh random id the withdraw request will have. */
  withdrawRequestId: bigint;
}

/**
 * Undelegate (docs/staking.md#undelegate, #unlock-before-undelegating): `unlockStake(validator, unlock)` first
 * when part of the amount is locked (left out otherwise), then `undelegate(validator, request id, amount)`. After
 * an unlock the amount is what the chain left unlocked, read once the unlock is confirmed (`afterUnlock`); until
 * then the undelegation cannot be built and its confirmation waits.
 */
export function planUndelegate(
  order: UndelegateOrder,
  facts: { afterUnlock: { amount: bigint; slashing: bigint } | undefined },
  sfc: Address,
): TransactionStep<StakingStep>[] {
  const { validatorId, requested, unlock, withdrawRequestId } = order;
  const unlocking = unlock > 0n;
  const amount = unlocking ? facts.afterUnlock?.amount : requested;
  return [
    {
      kind: 'call',
      id: 'unlock',
      skip: !unlocking,
      call: unlocking ? buildSfcCall(sfc, { action: 'unlockStake', validatorId, amount: unlock }) : null,
      description: { kind: 'unlock', validatorId, amount: unlock },
    },
    {
      kind: 'call',
      id: 'undelegate',
      call:
        amount === undefined
          ? null
          : buildSfcCall(sfc, { action: 'undelegate', validatorId, withdrawRequestId, amount }),
      description: {
        kind: 'undelegate',
        validatorId,
        amount: amount ?? requested,
        slashing: facts.afterUnlock?.slashing ?? 0n,
      },
    },
  ];
}
