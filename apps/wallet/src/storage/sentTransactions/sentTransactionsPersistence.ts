import type { PersistedSpec } from '../persistence/PersistedSpec.ts';
import { migrateSentTransactions } from './migrateSentTransactions.ts';
import type { SentTransactionsState } from './SentTransactionsState.ts';
import { sanitizeSentTransactions } from './sanitizeSentTransactions.ts';

/** Must be one more than the last step in migrateSentTransactions. */
export const sentTransactionsPersistence: PersistedSpec<SentTransactionsState> = {
  key: 'fwallet.sentTransactions',
  version: 2,
  migrate: migrateSentTransactions,
  sanitize: sanitizeSentTransactions,
};
