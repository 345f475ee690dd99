/** The lock form's bounds (spec 2 §5.4). */
export interface LockRange {
  minDays: number;
  maxDays: number;
  canLock: boolean;
  /** Why locking is impossible, in the spec's words. */
  message?: string;
}
