import type { Hash } from 'viem';
import { hexToNumber } from 'viem';
import type { RpcReceipt, RpcTransaction } from '../../indexer/RpcBlock.ts';
import type { ApiServices } from '../../services/ApiServices.ts';
import type { TransactionModel } from './models/TransactionModel.ts';
import { transactionFromNode } from './transactionFromNode.ts';

/**
 * Reads a transaction from the node rather than the index, so a just-mined transaction's status is seen
 * at once (the wallet polls it every 400 ms). Unknown hashes give null.
 */
export async function loadTransaction(services: ApiServices, hash: Hash): Promise<TransactionModel | null> {
  const [tx, receipt] = await Promise.all([
    services.rpc.request<RpcTransaction | null>('eth_getTransactionByHash', [hash]),
    services.rpc.request<RpcReceipt | null>('eth_getTransactionReceipt', [hash]),
  ]);
  if (tx === null) return null;
  if (receipt !== null) services.heads.observe(hexToNumber(receipt.blockNumber));
  return transactionFromNode(tx, receipt);
}
