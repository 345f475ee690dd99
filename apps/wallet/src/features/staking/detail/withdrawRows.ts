import { type WithdrawRequestStatus, withdrawRequestState } from '@fantom-wallet/core';
import type { DelegationDetailData, WithdrawRequestData } from './DelegationDetailData.ts';

export type WithdrawRow = WithdrawRequestData & { final: boolean; status: WithdrawRequestStatus };

/**
 * The Undelegation History rows (docs/staking.md#withdraw-requests), newest first. The API does not say which
 * request is 'final'; a request can only have brought the stake to zero if the stake is zero now, and then it
 * is the newest pending one (every later undelegation would need stake to take from).
 */
export function withdrawRows(
  delegation: Pick<DelegationDetailData, 'withdrawRequests' | 'amountDelegated' | 'outstandingSftm'>,
  context: { now: bigint; withdrawalPeriodTime: bigint },
): WithdrawRow[] {
  const pending = delegation.withdrawRequests.filter((r) => r.withdrawTime === null);
  const newestPending = pending.reduce<WithdrawRequestData | undefined>(
    (newest, r) => (newest === undefined || r.createdTime > newest.createdTime ? r : newest),
    undefined,
  );
  const finalId = delegation.amountDelegated === 0n ? newestPending?.id : undefined;
  return [...delegation.withdrawRequests]
    .sort((a, b) => (a.createdTime > b.createdTime ? -1 : a.createdTime < b.createdTime ? 1 : 0))
    .map((r) => {
      const final = r.id === finalId;
      return {
        ...r,
        final,
        status: withdrawRequestState(
          { createdTime: r.createdTime, withdrawBlock: r.withdrawTime, final },
          {
            now: context.now,
            withdrawalPeriodTime: context.withdrawalPeriodTime,
            pendingRequests: pending.length,
            outstandingSftm: delegation.outstandingSftm,
          },
        ),
      };
    });
}
