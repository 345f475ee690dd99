import { type Address, buildSfcCall } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { StakingStep } from './StakingStep.ts';

/** What the lock form settled on (checkLockForm): the days, their duration in seconds, the end and the amount. */
export interface LockOrder {
  validatorId: bigint;
  /** A lock is in force: the lock is extended (relock), without an amount. */
  extending: boolean;
  days: number;
  duration: bigint;
  lockedUntil: bigint;
  /** The amount locked; not sent when extending. */
  amount: bigint;
}

/**
 * Lock a delegation or extend its lock (docs/staking.md#lock): `lockStake(validator, duration, amount)`, or
 * `relockStake(validator, duration, 0)` while a lock is in force, recorded as step 'lock' or 'relock'.
 */
export function planLock(order: LockOrder, sfc: Address): TransactionStep<StakingStep>[] {
  const { validatorId, extending, days, duration, lockedUntil, amount } = order;
  return [
    {
      kind: 'call',
      id: extending ? 'relock' : 'lock',
      call: extending
        ? buildSfcCall(sfc, { action: 'relockStake', validatorId, duration })
        : buildSfcCall(sfc, { action: 'lockStake', validatorId, duration, amount }),
      description: {
        kind: 'lock',
        validatorId,
        extending,
        days,
        lockedUntil,
        amount: extending ? 0n : amount,
      },
    },
  ];
}
