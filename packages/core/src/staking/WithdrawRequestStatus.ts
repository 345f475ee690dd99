/** Where a withdraw request stands (spec 2 §4.4). */
export type WithdrawRequestStatus =
  | { state: 'withdrawn' }
  | { state: 'available' }
  | { state: 'waiting'; availableAt: bigint; secondsLeft: bigint }
  | { state: 'blocked'; message: string };
