import type { ChainClient } from '../chain/createChainClient.ts';
import type { HeadTracker } from '../chain/HeadTracker.ts';
import type { NextBlock } from '../chain/NextBlock.ts';
import type { RpcClient } from '../chain/RpcClient.ts';
import type { ApiConfig } from '../config/ApiConfig.ts';
import type { Db } from '../db/Db.ts';

/** The infrastructure of one API process that every area uses: configuration, database and chain node. */
export interface SharedServices {
  config: ApiConfig;
  db: Db;
  rpc: RpcClient;
  chain: ChainClient;
  heads: HeadTracker;
  /** The block a transaction sent now is expected in, read once per head (estimates and simulations run as it). */
  nextBlock: () => Promise<NextBlock>;
  /** Whether this process holds the indexer role right now. */
  isIndexer: () => boolean;
  log: (message: string) => void;
}

/**
 * The services each area adds (its stores and caches), one property per area. Empty here on purpose: each area
 * adds its own property from its folder (`declare module '…/services/ApiServices.ts'` in its `…Services.ts`)
 * and builds it in its `ApiModule.services`, so a new area never edits this file. The module file names that
 * type in its `services` factory, which also brings the declaration into every program that imports the area.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by declaration merging from each area's folder.
export interface AreaServices {}

/** The long-lived parts of one API process, shared by every request. */
export interface ApiServices extends SharedServices, AreaServices {}
