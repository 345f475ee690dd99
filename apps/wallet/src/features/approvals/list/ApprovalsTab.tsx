import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { uniqueRows } from '../../../shared/ui/useLoadMoreOnScroll.ts';
import { useApprovals } from '../data/useApprovals.ts';
import { toRevokeState } from '../revoke/RevokeOrder.ts';
import { ApprovalsList, type ApprovalsListState } from './ApprovalsList.tsx';
import { rowKey } from './toRevokeOrder.ts';

/** The account's Approvals tab: its list from the API, and Revoke on to the one confirmation route. */
export function ApprovalsTab({ address }: { address: string }) {
  const navigate = useNavigate();
  const query = useApprovals(address);
  const {
    data,
    error,
    isPending,
    isError,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
  } = query;
  const state = useMemo((): ApprovalsListState => {
    if (isPending) return { status: 'loading' };
    if (isError && !data) return { status: 'error', error };
    const pages = data?.pages ?? [];
    if (pages.some((p) => !p.listed)) return { status: 'unlisted' };
    // A row can repeat across pages when approvals change between page reads: the first one stays.
    const rows = uniqueRows(pages, (p) => (p.listed ? p.rows.map((r) => r.allowance) : []), rowKey);
    return {
      status: 'ready',
      rows,
      ...(hasNextPage
        ? {
            more: {
              loading: isFetchingNextPage,
              load: () => void fetchNextPage(),
              ...(isFetchNextPageError ? { error } : {}),
            },
          }
        : {}),
    };
  }, [data, error, isPending, isError, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return (
    <ApprovalsList
      state={state}
      onRevoke={(order) => navigate(`/account/${address}/approvals/revoke`, { state: toRevokeState(order) })}
    />
  );
}
