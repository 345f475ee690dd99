import type { TransactionServices } from '../confirm/TransactionServices.ts';
import { type WaitOptions, waitForTransaction } from './waitForTransaction.ts';

/**
 * Waits for a recorded transaction and stores what became of it. A time-out leaves the record pending
 * (re-checked later by recheckPendingTransactions); a query error rejects and leaves it pending too.
 */
export async function trackTransaction(
  services: Pick<TransactionServices, 'transport' | 'sent'>,
  from: string,
  hash: `0x${string}`,
  options: WaitOptions = {},
): Promise<'success' | 'failed' | 'timeout'> {
  const outcome = await waitForTransaction(services.transport, hash, options);
  if (outcome !== 'timeout') services.sent.update(from, hash, { state: outcome });
  return outcome;
}
