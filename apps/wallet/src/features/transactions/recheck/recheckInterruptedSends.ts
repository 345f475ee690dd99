import type { RequestSender } from '@fantom-wallet/api-client';
import { useSentTransactionsStore } from '../../../storage/sentTransactions/useSentTransactionsStore.ts';
import { recheckPendingTransactions } from './recheckPendingTransactions.ts';
import { type InterruptedSend, useInterruptedSends } from './useInterruptedSends.ts';

/**
 * At app start, for one account: every record still pending belongs to a send whose page was closed (or
 * reloaded) before it settled. Asks the API what became of each, stores it, and hands every outcome (confirmed,
 * failed or still pending) to the notice, since the user never saw it. Returns those outcomes.
 */
export async function recheckInterruptedSends(
  transport: RequestSender,
  address: string,
  signal?: AbortSignal,
): Promise<InterruptedSend[]> {
  const store = useSentTransactionsStore.getState();
  const pending = store.transactionsOf(address).filter((r) => r.state === 'pending');
  if (pending.length === 0) return [];
  await recheckPendingTransactions(transport, address, pending, store.update, signal);
  const now = useSentTransactionsStore.getState().transactionsOf(address);
  const outcomes = pending.map(
    (record): InterruptedSend => ({
      address,
      hash: record.hash,
      state: now.find((r) => r.hash === record.hash)?.state ?? 'pending',
      ...(record.flow === undefined ? {} : { flow: record.flow }),
    }),
  );
  useInterruptedSends.getState().add(outcomes);
  return outcomes;
}
