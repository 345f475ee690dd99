import { type Address, buildSfcCall, type WithdrawRequestStatus } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { DelegationDetailData } from '../detail/DelegationDetailData.ts';
import { withdrawRows } from '../detail/withdrawRows.ts';
import type { StakingStep } from './StakingStep.ts';

/** A withdrawal's step, or, when the request is not available, its state (undefined: no such request). */
export type WithdrawPlan =
  | { ok: true; steps: TransactionStep<StakingStep>[] }
  | { ok: false; status: WithdrawRequestStatus | undefined };

/**
 * Withdraw one request (docs/staking.md#withdraw): `withdraw(validator, request id)`, only when the request is
 * available by the rules of the undelegation history (docs/staking.md#withdraw-requests: the withdrawal period
 * by chain time, sFTM repaid first, the 'final' request after the others).
 */
export function planWithdraw(
  order: { validatorId: bigint; requestId: bigint },
  facts: {
    delegation: Pick<DelegationDetailData, 'withdrawRequests' | 'amountDelegated' | 'outstandingSftm'>;
    now: bigint;
    withdrawalPeriodTime: bigint;
  },
  sfc: Address,
): WithdrawPlan {
  const { validatorId, requestId } = order;
  const request = withdrawRows(facts.delegation, facts).find((r) => r.withdrawRequestId === requestId);
  if (request?.status.state !== 'available') return { ok: false, status: request?.status };
  return {
    ok: true,
    steps: [
      {
        kind: 'call',
        id: 'withdraw',
        call: buildSfcCall(sfc, { action: 'withdraw', validatorId, withdrawRequestId: requestId }),
        description: { kind: 'withdraw', validatorId, requestId, amount: request.amount },
      },
    ],
  };
}
