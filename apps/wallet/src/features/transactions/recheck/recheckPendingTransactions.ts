import type { RequestSender } from '@fantom-wallet/api-client';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';
import { fetchTransactionStatus } from '../verify/fetchTransactionStatus.ts';

/**
 * One check of every pending record of `from` (e.g. after a reload or a closed tab), updating those the chain
 * has decided. Returns how many changed. A record whose check fails stays pending for the next time.
 */
export async function recheckPendingTransactions(
  transport: RequestSender,
  from: string,
  records: readonly SentTransaction[],
  update: (address: string, hash: string, changes: { state: SentTransaction['state'] }) => boolean,
  signal?: AbortSignal,
): Promise<number> {
  let changed = 0;
  for (const record of records) {
    if (record.state !== 'pending') continue;
    try {
      const status = await fetchTransactionStatus(transport, record.hash as `0x${string}`, signal);
      if (status === 'pending') continue;
      if (update(from, record.hash, { state: status === 'success' ? 'success' : 'failed' })) changed++;
    } catch {
      if (signal?.aborted) return changed;
    }
  }
  return changed;
}
