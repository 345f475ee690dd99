import { applyBasisPoints } from '../amounts/applyBasisPoints.ts';
import { BASIS_POINTS } from '../amounts/BASIS_POINTS.ts';
import type { Address } from '../types/Address.ts';
import { buildErc20Approve } from './buildErc20Approve.ts';
import { buildErc20IncreaseAllowance } from './buildErc20IncreaseAllowance.ts';
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
  /**
   * 'increaseAllowance' (the default: Fantom's tokens and the original wallet raise the allowance by the amount) or
   * 'approve' for tokens without it, such as Uniswap V2 pair (LP) tokens.
   */
  method?: 'increaseAllowance' | 'approve';
}

/** An Allow step: raise the allowance of `token` to `spender` by `amount` (the need plus the margin), or set it. */
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
  method = 'increaseAllowance',
}: ApprovalInput): ApprovalPlan | null {
  if (allowance >= amount) return null;
  const allow = applyBasisPoints(amount, BASIS_POINTS + margin, 'up');
  const build = method === 'approve' ? buildErc20Approve : buildErc20IncreaseAllowance;
  return { token, spender, amount: allow, call: build(token, spender, allow) };
}
