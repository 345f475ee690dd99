import type { Address, Hash, Hex } from 'viem';

/** The JSON-RPC shapes the indexer reads (quantities are hex strings). */
export interface RpcTransaction {
  hash: Hash;
  nonce: Hex;
  blockHash: Hash | null;
  blockNumber: Hex | null;
  transactionIndex: Hex | null;
  from: Address;
  to: Address | null;
  value: Hex;
  gas: Hex;
  gasPrice?: Hex;
  maxFeePerGas?: Hex;
  input: Hex;
}

export interface RpcLog {
  address: Address;
  topics: Hash[];
  data: Hex;
  logIndex: Hex;
  transactionHash: Hash;
}

export interface RpcReceipt {
  transactionHash: Hash;
  transactionIndex: Hex;
  blockNumber: Hex;
  blockHash: Hash;
  gasUsed: Hex;
  effectiveGasPrice?: Hex;
  status: Hex;
  contractAddress: Address | null;
  logs: RpcLog[];
}

export interface RpcBlock {
  number: Hex;
  hash: Hash;
  parentHash: Hash;
  timestamp: Hex;
  gasLimit: Hex;
  gasUsed: Hex;
  transactions: RpcTransaction[];
}
