import type { RpcBlock } from '../../indexer/RpcBlock.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import { blockFromNode } from './blockFromNode.ts';
import type { BlockModel } from './models/BlockModel.ts';

/** A block from the index, or from the node when the indexer has not reached it yet. */
export async function loadBlock(services: ApiServices, number: bigint): Promise<BlockModel | null> {
  const indexed = await services.core.transactions.block(number);
  if (indexed !== null) return indexed;
  const block = await services.rpc.request<RpcBlock | null>('eth_getBlockByNumber', [
    `0x${number.toString(16)}`,
    false,
  ]);
  return block === null ? null : blockFromNode(block);
}
