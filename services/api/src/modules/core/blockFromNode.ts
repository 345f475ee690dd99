import { hexToBigInt } from 'viem';
import type { RpcBlock } from '../../indexer/RpcBlock.ts';
import type { BlockModel } from './models/BlockModel.ts';

export function blockFromNode(block: RpcBlock): BlockModel {
  return {
    number: hexToBigInt(block.number),
    hash: block.hash,
    parentHash: block.parentHash,
    timestamp: hexToBigInt(block.timestamp),
    gasLimit: hexToBigInt(block.gasLimit),
    gasUsed: hexToBigInt(block.gasUsed),
    transactionCount: block.transactions.length,
  };
}
