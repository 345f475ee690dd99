import type { SentTransaction } from './SentTransaction.ts';

export interface SentTransactionsState {
  /** Per sending account, keyed by the lower-case address; oldest first. */
  byAccount: Record<string, SentTransaction[]>;
}
