import { type RequestSender, request, transactionByHash } from '@fantom-wallet/api-client';
import { transactionStatus } from '@fantom-wallet/core';

/** One check of a sent transaction: 'pending' also while the API does not know the hash yet. */
export async function fetchTransactionStatus(
  transport: RequestSender,
  hash: `0x${string}`,
  signal?: AbortSignal,
): Promise<'success' | 'error' | 'pending'> {
  // network-only by construction: this is a plain request, never a cached query
  // (docs/transactions.md#verification).
  const data = await request(transport, transactionByHash, { hash }, signal);
  return data.transaction ? transactionStatus(data.transaction.status) : 'pending';
}
