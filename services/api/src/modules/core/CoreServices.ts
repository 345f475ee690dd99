import type { BlockCache } from '../../chain/BlockCache.ts';
import type { AccountPage, TransactionStore } from './TransactionStore.ts';

/** The core area's services: the indexed chain history and the per-block caches of live values. */
export interface CoreServices {
  transactions: TransactionStore;
  /** Per-block cache of balances, nonces and the chain time, keyed `kind:address`. */
  blockValues: BlockCache<bigint>;
  /**
   * Per-block cache of history pages. Used only by the process that indexes: it knows exactly when the
   * index changed (every write invalidates), while a serving-only replica could cache a page the indexer
   * has not caught up with yet.
   */
  historyPages: BlockCache<AccountPage>;
}

declare module '../../services/ApiServices.ts' {
  interface AreaServices {
    core: CoreServices;
  }
}
