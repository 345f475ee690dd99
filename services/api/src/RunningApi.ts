export interface RunningApi {
  /** Base URL, e.g. http://127.0.0.1:4100; GraphQL is served at `${url}/graphql` and `${url}/api`. */
  url: string;
  /** Whether this process currently holds the indexer role. */
  isIndexer(): boolean;
  /** Newest block in the database (any replica's indexer may have written it). */
  indexedHead(): Promise<number | undefined>;
  /** Number and hash of the newest indexed block (to tell equal heights on different branches apart). */
  indexedTip(): Promise<{ number: number; hash: string } | undefined>;
  stop(): Promise<void>;
}
