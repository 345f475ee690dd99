/**
 * docs/staking.md#unlock-before-undelegating: before undelegating from a locked delegation, the unlock step
 * frees the requested amount minus what is already unlocked (0 when nothing needs unlocking).
 */
export function amountToUnlock(requested: bigint, unlockedAmount: bigint): bigint {
  return requested > unlockedAmount ? requested - unlockedAmount : 0n;
}
