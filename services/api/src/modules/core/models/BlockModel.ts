import type { Hash } from 'viem';

export interface BlockModel {
  number: bigint;
  hash: Hash;
  parentHash: Hash;
  timestamp: bigint;
  gasLimit: bigint;
  gasUsed: bigint;
  transactionCount: number;
}
