import type { Address, Hash, Hex } from 'viem';
import type { BlockModel } from './BlockModel.ts';

/** A transaction as stored by the indexer or read from the node; pending ones have null block fields. */
export interface TransactionModel {
  hash: Hash;
  nonce: bigint;
  index: bigint | null;
  from: Address;
  to: Address | null;
  contractAddress: Address | null;
  value: bigint;
  gasPrice: bigint;
  gas: bigint;
  gasUsed: bigint | null;
  inputData: Hex;
  blockHash: Hash | null;
  blockNumber: bigint | null;
  status: bigint | null;
  /** Filled when the block was loaded together with the transaction (history pages). */
  blockModel?: BlockModel;
}
