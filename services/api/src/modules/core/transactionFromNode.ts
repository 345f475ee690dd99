import type { Address } from 'viem';
import { hexToBigInt } from 'viem';
import type { RpcReceipt, RpcTransaction } from '../../indexer/RpcBlock.ts';
import type { TransactionModel } from './models/TransactionModel.ts';

const lower = (address: Address | null | undefined): Address | null =>
  address ? (address.toLowerCase() as Address) : null;

/** A transaction as the node reports it; pending while there is no receipt (status, index, gasUsed null). */
export function transactionFromNode(tx: RpcTransaction, receipt: RpcReceipt | null): TransactionModel {
  const gasPrice = receipt?.effectiveGasPrice ?? tx.gasPrice ?? tx.maxFeePerGas ?? '0x0';
  return {
    hash: tx.hash,
    nonce: hexToBigInt(tx.nonce),
    index: receipt === null ? null : hexToBigInt(receipt.transactionIndex),
    from: lower(tx.from) ?? tx.from,
    to: lower(tx.to),
    contractAddress: lower(receipt?.contractAddress),
    value: hexToBigInt(tx.value),
    gasPrice: hexToBigInt(gasPrice),
    gas: hexToBigInt(tx.gas),
    gasUsed: receipt === null ? null : hexToBigInt(receipt.gasUsed),
    inputData: tx.input,
    blockHash: receipt?.blockHash ?? null,
    blockNumber: receipt === null ? null : hexToBigInt(receipt.blockNumber),
    status: receipt === null ? null : hexToBigInt(receipt.status),
  };
}
