import type { DelegationDetailResult } from '@fantom-wallet/api-client';
import type { DelegationDetailData } from '../detail/DelegationDetailData.ts';

type Wire = NonNullable<DelegationDetailResult['delegation']>;

/** The API's delegation in the names the staking rules read. */
export function toDelegationDetail(d: Wire): DelegationDetailData {
  return {
    stakerId: d.toStakerId,
    createdTime: d.createdTime,
    amount: d.amount,
    amountDelegated: d.amountDelegated,
    amountInWithdraw: d.amountInWithdraw,
    lockedAmount: d.lockedAmount,
    unlockedAmount: d.unlockedAmount,
    pendingRewards: d.pendingRewards.amount,
    outstandingSftm: d.outstandingSFTM,
    tokenizerAllowedToWithdraw: d.tokenizerAllowedToWithdraw,
    isFluidStakingActive: d.isFluidStakingActive,
    isDelegationLocked: d.isDelegationLocked,
    lockedUntil: d.lockedUntil,
    lockDuration: d.lockDuration,
    withdrawRequests: d.withdrawRequests.map((r) => ({
      id: r.id,
      withdrawRequestId: r.withdrawRequestID,
      createdTime: r.createdTime,
      withdrawTime: r.withdrawTime,
      amount: r.amount,
    })),
  };
}
