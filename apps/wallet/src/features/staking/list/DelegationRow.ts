/** One row of the delegations list (docs/staking.md#delegations-list). */
export interface DelegationRow {
  /** The wallet that delegates. */
  address: `0x${string}`;
  stakerId: bigint;
  createdTime: bigint;
  amount: bigint;
  pendingRewards: bigint;
  isDelegationLocked: boolean;
  lockedUntil: bigint;
}
