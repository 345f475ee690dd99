import type { Address, Hash, Hex } from 'viem';
import type { BlockModel } from './models/BlockModel.ts';
import type { TransactionModel } from './models/TransactionModel.ts';

export interface BlockRow {
  number: number;
  hash: string;
  parent_hash: string;
  timestamp: number;
  gas_limit: string;
  gas_used: string;
  tx_count: number;
}

export interface TransactionRow {
  hash: string;
  block_number: number;
  tx_index: number;
  ordinal: number;
  from_address: string;
  to_address: string | null;
  contract_address: string | null;
  value: string;
  gas: string;
  gas_price: string;
  gas_used: string;
  nonce: string;
  input: string;
  status: number;
  block_hash: string;
}

export function blockFromRow(row: BlockRow): BlockModel {
  return {
    number: BigInt(row.number),
    hash: row.hash as Hash,
    parentHash: row.parent_hash as Hash,
    timestamp: BigInt(row.timestamp),
    gasLimit: BigInt(row.gas_limit),
    gasUsed: BigInt(row.gas_used),
    transactionCount: row.tx_count,
  };
}

export function transactionFromRow(row: TransactionRow, block?: BlockModel): TransactionModel {
  const model: TransactionModel = {
    hash: row.hash as Hash,
    nonce: BigInt(row.nonce),
    index: BigInt(row.tx_index),
    from: row.from_address as Address,
    to: row.to_address as Address | null,
    contractAddress: row.contract_address as Address | null,
    value: BigInt(row.value),
    gasPrice: BigInt(row.gas_price),
    gas: BigInt(row.gas),
    gasUsed: BigInt(row.gas_used),
    inputData: row.input as Hex,
    blockHash: row.block_hash as Hash,
    blockNumber: BigInt(row.block_number),
    status: BigInt(row.status),
  };
  if (block !== undefined) model.blockModel = block;
  return model;
}
