import type { Address } from 'viem';
import type { BlockCache } from '../chain/BlockCache.ts';
import type { ChainClient } from '../chain/createChainClient.ts';
import type { HeadTracker } from '../chain/HeadTracker.ts';
import type { RpcClient } from '../chain/RpcClient.ts';
import type { ApiConfig } from '../config/ApiConfig.ts';
import type { Db } from '../db/Db.ts';
import type { DelegationModel } from '../models/DelegationModel.ts';
import type { StakingStore } from '../store/StakingStore.ts';
import type { TokenStore } from '../store/TokenStore.ts';
import type { AccountPage, TransactionStore } from '../store/TransactionStore.ts';

/** The long-lived parts of one API process, shared by every request. */
export interface ApiServices {
  config: ApiConfig;
  db: Db;
  rpc: RpcClient;
  chain: ChainClient;
  heads: HeadTracker;
  /** Per-block cache of balances and nonces, keyed `kind:address`. */
  blockValues: BlockCache<bigint>;
  /** Per-block cache of each address's delegations (account totals are polled every few seconds). */
  delegationLists: BlockCache<DelegationModel[]>;
  /**
   * Per-block cache of history pages. Used only by the process that indexes: it knows exactly when the
   * index changed (every write invalidates), while a serving-only replica could cache a page the indexer
   * has not caught up with yet.
   */
  historyPages: BlockCache<AccountPage>;
  isIndexer: () => boolean;
  transactions: TransactionStore;
  staking: StakingStore;
  tokens: TokenStore;
  /** Token metadata never changes; cached for the life of the process. */
  tokenMeta: Map<Address, Promise<{ name: string; symbol: string; decimals: number } | null>>;
  log: (message: string) => void;
}
