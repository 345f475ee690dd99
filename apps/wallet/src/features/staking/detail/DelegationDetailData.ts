import type { DelegationState } from '@fantom-wallet/core';

/** One withdraw request of a delegation (docs/staking.md#withdraw-requests), as bigint. */
export interface WithdrawRequestData {
  id: string;
  withdrawRequestId: bigint;
  createdTime: bigint;
  /** Set once withdrawn. */
  withdrawTime: bigint | null;
  amount: bigint;
}

/**
 * A delegation as the detail screen reads it: the rule inputs of docs/staking.md#flags plus what it only
 * displays.
 */
export interface DelegationDetailData extends DelegationState {
  stakerId: bigint;
  createdTime: bigint;
  amount: bigint;
  lockedAmount: bigint;
  withdrawRequests: WithdrawRequestData[];
}
