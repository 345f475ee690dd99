import type { RpcBlock, RpcReceipt } from './RpcBlock.ts';

/** One block with its full transactions and their receipts, as handed to every indexer module. */
export interface FetchedBlock {
  number: number;
  timestamp: number;
  block: RpcBlock;
  /** In transaction order. */
  receipts: RpcReceipt[];
}
