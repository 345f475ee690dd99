import { accountHistory, type RequestSender, request } from '@fantom-wallet/api-client';
import { transactionStatus } from '@fantom-wallet/core';
import type { HistoryPage } from './HistoryPage.ts';

/** docs/account.md#transactions-tab: 40 transactions per page. */
export const HISTORY_PAGE_SIZE = 40;

/** One page of the account's transactions, newest first, after `cursor` (none: the first page). */
export async function fetchAccountHistory(
  transport: RequestSender,
  address: `0x${string}`,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  const data = await request(
    transport,
    accountHistory,
    { address, cursor, count: HISTORY_PAGE_SIZE },
    signal,
  );
  const list = data.account.txList;
  return {
    totalCount: Number(list.totalCount),
    hasNext: list.pageInfo.hasNext,
    last: list.pageInfo.last ?? list.edges.at(-1)?.cursor ?? null,
    items: list.edges.map(({ cursor, transaction: tx }) => ({
      cursor,
      hash: tx.hash,
      from: tx.from,
      to: tx.to,
      value: tx.value,
      fee: tx.gasUsed === null ? null : tx.gasUsed * tx.gasPrice,
      status: transactionStatus(tx.status),
      blockNumber: tx.block ? Number(tx.block.number) : null,
      timestamp: tx.block ? Number(tx.block.timestamp) : null,
    })),
  };
}
