import type { FwalletApprovalRisk } from '../../generated/resolvers.ts';

/** The risks in the order rows are listed (docs/approvals.md#order). */
export const RISK_ORDER: readonly FwalletApprovalRisk[] = ['HIGH', 'MEDIUM', 'LOW'];

/**
 * How much an approval could cost its owner (docs/approvals.md#risk): a contract of the network (it has a label
 * and code) moves only what the calls the wallet built say; anything else, an address without code above all,
 * may take what it is allowed whenever it likes, so unlimited is the worst.
 */
export function approvalRisk(approval: {
  unlimited: boolean;
  spenderHasCode: boolean;
  spenderLabel: string | null;
}): FwalletApprovalRisk {
  if (approval.spenderHasCode && approval.spenderLabel !== null) return 'LOW';
  return approval.unlimited ? 'HIGH' : 'MEDIUM';
}
