import { MESSAGES } from '../validation/MESSAGES.ts';
import { STAKING } from './STAKING.ts';
import type { WithdrawRequestStatus } from './WithdrawRequestStatus.ts';

export interface WithdrawRequestInput {
  createdTime: bigint;
  /** Set once withdrawn (the request is done and shows its date). */
  withdrawBlock?: bigint | null;
  /**
   * docs/staking.md#withdraw-requests: the request that brought the delegated amount to zero (a full
   * undelegation).
   */
  final?: boolean;
}

export interface WithdrawRequestContext {
  /** Chain time (latest block timestamp), seconds. */
  now: bigint;
  /** sfcConfig withdrawalPeriodTime, seconds. */
  withdrawalPeriodTime: bigint;
  /** Requests of the same delegation not yet withdrawn, this one included. */
  pendingRequests: number;
  outstandingSftm: bigint;
}

/**
 * docs/staking.md#withdraw-requests: withdrawn if it has a withdraw block; blocked while sFTM is outstanding;
 * the 'final' request is blocked while other requests of the delegation are pending; otherwise available
 * once withdrawal period + 900 s have passed since creation.
 */
export function withdrawRequestState(
  request: WithdrawRequestInput,
  context: WithdrawRequestContext,
): WithdrawRequestStatus {
  if (request.withdrawBlock !== undefined && request.withdrawBlock !== null) return { state: 'withdrawn' };
  if (context.outstandingSftm > 0n) return { state: 'blocked', message: MESSAGES.repayBeforeWithdraw };
  if (request.final && context.pendingRequests > 1)
    return { state: 'blocked', message: MESSAGES.withdrawOthersFirst };
  const availableAt = request.createdTime + context.withdrawalPeriodTime + STAKING.withdrawBuffer;
  if (context.now < availableAt)
    return { state: 'waiting', availableAt, secondsLeft: availableAt - context.now };
  return { state: 'available' };
}
