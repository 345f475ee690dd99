/** Runs one SQL statement with `$n` parameters and returns its rows. */
export interface SqlExecutor {
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>;
}

/**
 * The database as the API sees it: the same SQL runs on PGlite (embedded) and PostgreSQL. int8 columns come
 * back as JS numbers and numeric columns as decimal strings on both.
 */
export interface Db extends SqlExecutor {
  readonly kind: 'pglite' | 'postgres';
  /** Everything `fn` writes becomes visible at once, or not at all. */
  transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * Tries to become this database's single indexer. On PostgreSQL this is a session advisory lock that the
   * server drops when our connection dies, so another replica can take over; `onLost` is called if that
   * happens while we hold it.
   */
  tryIndexerLock(onLost: () => void): Promise<boolean>;
  close(): Promise<void>;
}
