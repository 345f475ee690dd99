import type { Resolvers } from '../generated/resolvers.ts';
import type { IndexerPart } from '../indexer/IndexerPart.ts';
import type { AreaServices, SharedServices } from '../services/ApiServices.ts';

/**
 * One area of the API (core, tokens, staking, fmint, uniswap, governance): a folder under `src/modules/` with
 * its resolvers, store, indexer part, migrations and models. Listing it in `apiModules` is the only edit outside
 * its folder: `startApi` builds its services, `migrate` applies its migrations, the indexer runs its part and
 * the schema gets its resolvers.
 */
export interface ApiModule {
  /** Unique and stable: its migrations are recorded as `<name>/NNN_name.sql` in `schema_migrations`. */
  readonly name: string;
  /**
   * Its folder of `NNN_name.sql` migrations (`new URL('./migrations/', import.meta.url)`), applied in file order
   * after those of the areas listed before it. Tables whose rows come from the indexer reference `blocks`.
   */
  readonly migrations?: URL;
  /**
   * Builds its long-lived services once per process (stores, caches), under its own property of
   * {@link AreaServices}, which it declares from its folder. Resolvers of every area see them in their context.
   */
  readonly services?: (shared: SharedServices) => Partial<AreaServices>;
  /** Its part of the indexer: the rows it derives from each batch of blocks. */
  readonly indexer?: (shared: SharedServices) => IndexerPart;
  readonly resolvers: Resolvers;
  /**
   * Its fields (`Type.field`) whose answer changes only with a new block: the resolver reads the per-block cache
   * (`BlockCache`) or only its arguments, never the database or the node directly. A request selecting nothing
   * else is answered from the per-block answer cache when it repeats within a block (`GraphqlExecutor`).
   */
  readonly perBlockFields?: readonly `${string}.${string}`[];
}
