import type { ApiContracts } from './config/ApiContracts.ts';
import type { QueryLimits } from './graphql/queryLimits.ts';
import type { PriceSource } from './prices/PriceSource.ts';

export interface StartApiOptions {
  /** 0 or omitted picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** JSON-RPC URL of the chain node (anvil). */
  rpcUrl: string;
  /** Embedded PGlite keeps its data in `<dataDir>/pglite`; omitted (and no databaseUrl) means in memory. */
  dataDir?: string;
  /** A PostgreSQL URL: several API processes may share it; one of them indexes. */
  databaseUrl?: string;
  /** Browser origins allowed by CORS ('*' for any). */
  corsOrigins?: readonly string[];
  /** The network's contracts (and the API-only token list); omitted: only the SFC, at its address on every Fantom network. */
  contracts?: ApiContracts;
  /** FTM prices by fiat symbol; defaults to a fixed USD/EUR table. */
  prices?: PriceSource;
  /** Requests still running after this answer 503 (default 30 s, like the public API). */
  resolverTimeoutMs?: number;
  limits?: Partial<QueryLimits>;
  /** Set false to serve from the database without ever indexing (a read-only replica). */
  indexer?: boolean;
  /** Time limit of each call to the node (default 10 s): a stopped or paused node answers an error, not a hang. */
  rpcTimeoutMs?: number;
  /** How often an idle indexer (and the head tracker) polls the node. */
  pollMs?: number;
  log?: (message: string) => void;
}
