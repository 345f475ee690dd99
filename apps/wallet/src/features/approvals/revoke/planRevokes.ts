import { addressKey, buildErc20Approve, buildSetApprovalForAll } from '@fantom-wallet/core';
import type { TransactionStep } from '../../transactions/index.ts';
import type { Revoke, RevokeOrder } from './RevokeOrder.ts';

/** What a revoke step does, in the flow's terms: the approval it withdraws, and where it stands in the run. */
export interface RevokeStep {
  kind: 'revoke';
  revoke: Revoke;
  position: { step: number; steps: number };
}

/** A step's id: the token and spender, so a record names the approval it withdrew. */
export const revokeStepId = (revoke: Pick<Revoke, 'token' | 'spender'>) =>
  `revoke:${addressKey(revoke.token)}:${addressKey(revoke.spender)}`;

/**
 * The transactions of a revoke order (docs/approvals.md#revoke), one per approval, in the order's (the list's
 * riskiest-first) order: an ERC-20 allowance is set to zero with `approve(spender, 0)` (which every ERC-20 takes,
 * also those that refuse to change a non-zero allowance to another non-zero one); an approval of all items of an
 * ERC-721 or ERC-1155 is withdrawn with `setApprovalForAll(operator, false)`. The same token and spender twice is
 * one step. No facts to read: each step sends the same whatever the chain says now.
 */
export function planRevokes(order: RevokeOrder): TransactionStep<RevokeStep>[] {
  const seen = new Set<string>();
  const unique = order.revokes.filter((revoke) => {
    const id = revokeStepId(revoke);
    return !seen.has(id) && seen.add(id) !== undefined;
  });
  return unique.map((revoke, i): TransactionStep<RevokeStep> => {
    const description: RevokeStep = {
      kind: 'revoke',
      revoke,
      position: { step: i + 1, steps: unique.length },
    };
    const id = revokeStepId(revoke);
    return revoke.kind === 'ERC20'
      ? {
          kind: 'approve',
          id,
          token: revoke.token,
          spender: revoke.spender,
          amount: 0n,
          call: buildErc20Approve(revoke.token, revoke.spender, 0n),
          description,
        }
      : {
          kind: 'call',
          id,
          call: buildSetApprovalForAll(revoke.token, revoke.spender, false),
          description,
        };
  });
}
