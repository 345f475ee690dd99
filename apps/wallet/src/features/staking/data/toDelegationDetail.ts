import type { DelegationDetailResult } from '@fantom-wallet/api-client';
import type { DelegationDetailData } from '../detail/DelegationDetailData.ts';
import { hexToBigInt } from './hexToBigInt.ts';

type Wire = NonNullable<DelegationDetailResult['delegation']>;

/** The API's delegation (hex scalars) as the bigint values the staking rules read. */
export function toDelegationDetail(d: Wire): DelegationDetailData {
  return {
    stakerId: hexToBigInt(d.toStakerId),
    createdTime: hexToBigInt(d.createdTime),
    amount: hexToBigInt(d.amount),
    amountDelegated: hexToBigInt(d.amountDelegated),
    amountInWithdraw: hexToBigInt(d.amountInWithdraw),
    lockedAmount: hexToBigInt(d.lockedAmount),
    unlockedAmount: hexToBigInt(d.unlockedAmount),
    pendingRewards: hexToBigInt(d.pendingRewards.amount),
    outstandingSftm: hexToBigInt(d.outstandingSFTM),
    tokenizerAllowedToWithdraw: d.tokenizerAllowedToWithdraw,
    isFluidStakingActive: d.isFluidStakingActive,
    isDelegationLocked: d.isDelegationLocked,
    lockedUntil: hexToBigInt(d.lockedUntil),
    lockDuration: hexToBigInt(d.lockDuration),
    withdrawRequests: d.withdrawRequests.map((r) => ({
      id: r.id,
      withdrawRequestId: hexToBigInt(r.withdrawRequestID),
      createdTime: hexToBigInt(r.createdTime),
      withdrawTime: r.withdrawTime === null ? null : hexToBigInt(r.withdrawTime),
      amount: hexToBigInt(r.amount),
    })),
  };
}
