/**
 * docs/staking.md#unlock-before-undelegating: at confirmation, an amount above the (now) unlocked amount is
 * reduced to it; the unlock penalty came off the stake. The difference is shown as '{n} FTM slashing
 * applied'.
 */
export function undelegateAmountAfterUnlock(
  requested: bigint,
  unlockedAmount: bigint,
): { amount: bigint; slashing: bigint } {
  const amount = requested > unlockedAmount ? unlockedAmount : requested;
  return { amount, slashing: requested - amount };
}
