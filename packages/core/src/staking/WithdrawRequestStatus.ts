/** Where a withdraw request stands (docs/staking.md#withdraw-requests). */
export type WithdrawRequestStatus =
  | { state: 'withdrawn' }
  | { state: 'available' }
  | { state: 'waiting'; availableAt: bigint; secondsLeft: bigint }
  | { state: 'blocked'; message: string };
