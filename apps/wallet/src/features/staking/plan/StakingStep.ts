/**
 * What a step of a staking flow does, in the flow's own terms (docs/staking.md): the kind, the validator and the
 * values its confirmation shows. Data only; presentStakingStep picks the words and rows from the kind.
 */
export type StakingStep =
  | { kind: 'delegate'; validatorId: bigint; amount: bigint }
  /** Claim the pending rewards, or claim and delegate them again (restake). */
  | { kind: 'claim'; validatorId: bigint; restake: boolean; rewards: bigint }
  /** A new lock of `amount`, or an extension of the lock in force (`extending`: the amount is not asked). */
  | {
      kind: 'lock';
      validatorId: bigint;
      extending: boolean;
      days: number;
      lockedUntil: bigint;
      amount: bigint;
    }
  | { kind: 'unlock'; validatorId: bigint; amount: bigint }
  /** `slashing`: what the unlock before it took (0 without one). */
  | { kind: 'undelegate'; validatorId: bigint; amount: bigint; slashing: bigint }
  | { kind: 'withdraw'; validatorId: bigint; requestId: bigint; amount: bigint }
  | { kind: 'mint'; validatorId: bigint; amount: bigint }
  /** The sFTM allowance to the tokenizer a repay needs (the outstanding amount + 5 %). */
  | { kind: 'allow'; validatorId: bigint; amount: bigint }
  | { kind: 'repay'; validatorId: bigint; amount: bigint };
