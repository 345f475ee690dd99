import type { SqlExecutor } from '../db/Db.ts';
import type { FetchedBlock } from './FetchedBlock.ts';

/**
 * A part of the indexer (chain, tokens, staking; later DeFi and governance). It writes the rows it derives
 * from a batch of consecutive blocks inside the batch's transaction; rows must reference their block so a
 * rewind removes them (on delete cascade).
 */
export interface IndexerModule {
  readonly name: string;
  writeBlocks(tx: SqlExecutor, blocks: readonly FetchedBlock[]): Promise<void>;
}
