import {
  type FwalletAllowance,
  fwalletApprovals,
  GraphQLResponseError,
  type RequestSender,
  request,
} from '@fantom-wallet/api-client';

/** docs/approvals.md#in-the-wallet: rows per page ('Show more' asks for the next). */
export const APPROVALS_PAGE_SIZE = 100;

/** One page of the owner's approvals in the API's order (riskiest first), or: this API does not list them. */
export type ApprovalsPage =
  | {
      listed: true;
      totalCount: number;
      hasNext: boolean;
      last: string | null;
      rows: { cursor: string; allowance: FwalletAllowance }[];
    }
  | { listed: false };

/**
 * A page of what may spend from `owner` now, after `cursor` (none: the first page). A provider without our field
 * (a public Fantom API, "Cannot query field fwalletApprovals") answers as not listed, never as an error to retry;
 * anything else (offline, the API down, the chain unavailable) rejects.
 */
export async function fetchApprovals(
  transport: RequestSender,
  owner: `0x${string}`,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ApprovalsPage> {
  try {
    const { fwalletApprovals: list } = await request(
      transport,
      fwalletApprovals,
      { owner, cursor, count: APPROVALS_PAGE_SIZE },
      signal,
    );
    return {
      listed: true,
      totalCount: Number(list.totalCount),
      hasNext: list.pageInfo.hasNext,
      last: list.pageInfo.last ?? list.edges.at(-1)?.cursor ?? null,
      rows: list.edges,
    };
  } catch (error) {
    if (error instanceof GraphQLResponseError && /Cannot query field "?fwalletApprovals/.test(error.message))
      return { listed: false };
    throw error;
  }
}
