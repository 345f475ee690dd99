import { useApprovals } from '../data/useApprovals.ts';

/** The Approvals tab's count, ' (n)', once the API has listed them (nothing for a provider without the field). */
export function ApprovalsCount({ address }: { address: string }) {
  const first = useApprovals(address).data?.pages[0];
  return first?.listed ? ` (${first.totalCount})` : '';
}
