import type { DelegationState } from './DelegationState.ts';
import { STAKING } from './STAKING.ts';

export interface DelegationFlagsContext {
  /** Chain time (latest block timestamp), seconds. */
  now: bigint;
  /** The account is the validator's own address. */
  isValidator: boolean;
  validatorLockedUntil: bigint;
  /** The account's sFTM balance available for repaying. */
  sftmBalance: bigint;
}

export interface DelegationFlags {
  canClaim: boolean;
  canUndelegate: boolean;
  canIncreaseDelegation: boolean;
  canLock: boolean;
  canExtendLock: boolean;
  canMintSftm: boolean;
  canRepaySftm: boolean;
}

/**
 * docs/staking.md#flags: which actions a delegation offers; fluid staking active or not changes the rules.
 */
export function delegationFlags(d: DelegationState, context: DelegationFlagsContext): DelegationFlags {
  const delegated = d.amountDelegated !== 0n;
  const allInWithdraw = d.amountDelegated === d.amountInWithdraw;
  const fluid = d.isFluidStakingActive;
  return {
    canClaim: fluid ? d.pendingRewards !== 0n && delegated : delegated,
    canUndelegate: fluid ? d.tokenizerAllowedToWithdraw && delegated : !allInWithdraw && delegated,
    // as docs/staking.md#flags states it: without fluid staking, only a delegation that is all in withdrawal
    canIncreaseDelegation: fluid ? d.pendingRewards === 0n && !allInWithdraw : allInWithdraw,
    canLock: d.unlockedAmount !== 0n && !d.isDelegationLocked,
    canExtendLock:
      d.isDelegationLocked &&
      d.lockedUntil !== 0n &&
      d.lockDuration !== 0n &&
      (context.isValidator || context.validatorLockedUntil > context.now + d.lockDuration + STAKING.day),
    canMintSftm: d.isDelegationLocked && d.tokenizerAllowedToWithdraw && !allInWithdraw,
    canRepaySftm: d.outstandingSftm !== 0n && d.outstandingSftm <= context.sftmBalance,
  };
}
