import type { SqlExecutor } from '../db/Db.ts';
import type { FetchedBlock } from './FetchedBlock.ts';

/**
 * An area's part of the indexer (core's blocks and transactions, tokens' transfers, staking's SFC events; later
 * fMint, Uniswap and governance). It writes the rows it derives from a batch of consecutive blocks inside the
 * batch's transaction. Every row must reference its block (`references blocks (number) on delete cascade`), so
 * that a rewind after a reorg removes it with the block.
 */
export interface IndexerPart {
  readonly name: string;
  writeBlocks(tx: SqlExecutor, blocks: readonly FetchedBlock[]): Promise<void>;
}
