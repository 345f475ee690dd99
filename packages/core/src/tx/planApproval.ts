import { applyBasisPoints } from '../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../amounts/BASIS_POINTS.ts';
import type { Address } from '../types/Address.ts';
import { buildErc20Approve } from './buildErc20Approve.ts';
import type { TransactionCall } from './TransactionCall.ts';

export interface ApprovalInput {
  token: Address;
  spender: Address;
  /** What the following call will take from the allowance, in the token's smallest unit. */
  amount: bigint;
  /** The spender's current allowance. */
  allowance: bigint;
  /** Extra approved on top of `amount`, in basis points (500n = 5 %), rounded up; 0n by default. */
  margin?: bigint;
}

/** An Allow step: approve `amount` (the need plus the margin) of `token` to `spender`. */
export interface ApprovalPlan {
  token: Address;
  spender: Address;
  amount: bigint;
  call: TransactionCall;
}

/**
 * The Allow step a flow needs before a call that spends `amount` of a token, or null when the current allowance
 * already covers it (the flow then starts at its call).
 */
export function planApproval({
  token,
  spender,
  amount,
  allowance,
  margin = 0n,
}: ApprovalInput): ApprovalPlan | null {
  if (allowance >= amount) return null;
  const approve = applyBasisPoints(amount, BASIS_POINTS + margin, 'up');
  return { token, spender, amount: approve, call: buildErc20Approve(token, spender, approve) };
}
