/**
 * A flow opened from a delegation detail (docs/staking.md#flow-windows-and-views), in a window over the
 * detail or as its own view.
 */
export type StakingAction =
  | { kind: 'claim' }
  | { kind: 'restake' }
  | { kind: 'lock' }
  | { kind: 'undelegate' }
  | { kind: 'mint' }
  | { kind: 'repay' }
  | { kind: 'withdraw'; requestId: bigint | undefined };
