/** The lock form's bounds (docs/staking.md#lock-days). */
export interface LockRange {
  minDays: number;
  maxDays: number;
  canLock: boolean;
  /** Why locking is impossible, in the words of docs/staking.md#lock-days. */
  message?: string;
}
