/** A flow opened from a delegation detail (spec 2 §2.3), in a window over the detail or as its own view. */
export type StakingAction =
  | { kind: 'claim' }
  | { kind: 'restake' }
  | { kind: 'lock' }
  | { kind: 'undelegate' }
  | { kind: 'mint' }
  | { kind: 'repay' }
  | { kind: 'withdraw'; requestId: bigint | undefined };
