import type { RequestSender } from '@fantom-wallet/api-client';
import type { SentTransaction } from '../../../storage/sentTransactions/SentTransaction.ts';

/** The records of sent transactions, as the pipeline needs them (useSentTransactionsStore in the app). */
export interface SentRecords {
  record(address: string, transaction: SentTransaction): boolean;
  update(address: string, hash: string, changes: { state?: SentTransaction['state'] }): boolean;
  transactionsOf(address: string): readonly SentTransaction[];
  /** The highest nonce this wallet sent from `address` on chain `chainId`. */
  lastNonce(address: string, chainId: number): number | undefined;
}

/**
 * What recording and verifying transactions need from the app: the network's API and the sent records. Passed
 * in (not imported) so tests can give fakes.
 */
export interface TransactionServices {
  transport: RequestSender;
  sent: SentRecords;
  now?: () => number;
}
