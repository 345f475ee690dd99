/** What the delegation rules read (the API's Delegation fields, as bigint; times in seconds). */
export interface DelegationState {
  amountDelegated: bigint;
  amountInWithdraw: bigint;
  pendingRewards: bigint;
  unlockedAmount: bigint;
  outstandingSftm: bigint;
  tokenizerAllowedToWithdraw: boolean;
  isFluidStakingActive: boolean;
  isDelegationLocked: boolean;
  lockedUntil: bigint;
  lockDuration: bigint;
}
