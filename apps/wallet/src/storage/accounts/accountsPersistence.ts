import type { PersistedSpec } from '../persistence/PersistedSpec.ts';
import type { AccountsState } from './AccountsState.ts';
import { migrateAccounts } from './migrateAccounts.ts';
import { sanitizeAccounts } from './sanitizeAccounts.ts';

/** Must be one more than the last step in migrateAccounts. */
export const accountsPersistence: PersistedSpec<AccountsState> = {
  key: 'fwallet.accounts',
  version: 3,
  migrate: migrateAccounts,
  sanitize: sanitizeAccounts,
};
