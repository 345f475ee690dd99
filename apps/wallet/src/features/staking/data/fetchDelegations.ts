import { type DelegationsByAddressResult, delegationsByAddress, request } from '@fantom-wallet/api-client';
import type { AppNetwork } from '../../../shared/network/buildNetworks.ts';
import { transportFor } from '../../../shared/network/transportFor.ts';
import type { DelegationRow } from '../list/DelegationRow.ts';

// A wallet with more delegations than this is not plausible; the cap stops a misbehaving cursor.
const MAX_PAGES = 40;

/**
 * Every delegation of `address`, page by page (docs/staking.md#delegations-list: 25 per page for the wallet's
 * list, 100 when fetching all wallets). Fully withdrawn delegations (amount 0) are left out.
 */
export async function fetchDelegations(
  network: AppNetwork,
  address: `0x${string}`,
  pageSize: 25 | 100,
  signal?: AbortSignal,
): Promise<{ rows: DelegationRow[]; totalCount: number }> {
  const rows: DelegationRow[] = [];
  let cursor: string | null = null;
  let totalCount = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: DelegationsByAddressResult = await request(
      transportFor(network),
      delegationsByAddress,
      { address, count: pageSize, ...(cursor === null ? {} : { cursor }) },
      signal,
    );
    const list = data.delegationsByAddress;
    totalCount = Number(list.totalCount);
    for (const edge of list.edges) {
      const d = edge.delegation;
      rows.push({
        address,
        stakerId: d.toStakerId,
        createdTime: d.createdTime,
        amount: d.amount,
        pendingRewards: d.pendingRewards.amount,
        isDelegationLocked: d.isDelegationLocked,
        lockedUntil: d.lockedUntil,
      });
    }
    if (!list.pageInfo.hasNext || list.pageInfo.last === null || list.edges.length === 0) break;
    cursor = list.pageInfo.last;
  }
  const live = rows.filter((r) => r.amount > 0n);
  return { rows: live, totalCount: live.length === rows.length ? totalCount : live.length };
}
