/**
 * Messages of keystore-database failures (quoted in docs/storage.md#keystore-database); the UI's catalogue
 * may refine them.
 */
export const KEYSTORE_DB_MESSAGES = {
  KEYSTORE_NOT_SAVED:
    'The wallet could not be saved in this browser: its storage is full or blocked. Nothing you saved before was changed.',
  KEYSTORE_UNREADABLE: "Saved wallets could not be read from this browser's storage.",
} as const;
