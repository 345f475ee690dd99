// The wallet's persisted stores, for another entry of the wallet (the extension hands in its own storage area:
// `@fantom-wallet/wallet/storage`).
export type { Account } from './accounts/Account.ts';
export type { AccountsState } from './accounts/AccountsState.ts';
export { MAX_WATCHED_TOKENS } from './accounts/accountSchema.ts';
export { accountsPersistence } from './accounts/accountsPersistence.ts';
export { useAccountsStore } from './accounts/useAccountsStore.ts';
export { useContactsStore } from './contacts/useContactsStore.ts';
export { keystoreDb } from './keystores/keystoreDb.ts';
export { replaceBrowserStorage } from './persistence/browserStorage.ts';
export { loadPersisted } from './persistence/loadPersisted.ts';
export { useSentTransactionsStore } from './sentTransactions/useSentTransactionsStore.ts';
export type { Settings } from './settings/Settings.ts';
export { settingsPersistence } from './settings/settingsPersistence.ts';
export { useSettingsStore } from './settings/useSettingsStore.ts';
