import { hexToBigInt } from 'viem';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';

const dec = (hex: `0x${string}` | undefined): string =>
  hex === undefined ? '0' : hexToBigInt(hex).toString();

/** Blocks and top-level transactions (the account history). */
export const chainIndexer: IndexerPart = {
  name: 'chain',
  async writeBlocks(tx, blocks) {
    await insertRows(
      tx,
      'blocks',
      ['number', 'hash', 'parent_hash', 'timestamp', 'gas_limit', 'gas_used', 'tx_count'],
      blocks.map(({ number, timestamp, block }) => [
        number,
        block.hash,
        block.parentHash,
        timestamp,
        dec(block.gasLimit),
        dec(block.gasUsed),
        block.transactions.length,
      ]),
    );
    const rows: unknown[][] = [];
    for (const { number, block, receipts } of blocks) {
      block.transactions.forEach((transaction, index) => {
        const receipt = receipts[index];
        if (receipt === undefined || receipt.transactionHash !== transaction.hash) {
          throw new Error(`receipt missing for ${transaction.hash} in block ${number}`);
        }
        rows.push([
          transaction.hash,
          number,
          index,
          number * 16_384 + index,
          transaction.from.toLowerCase(),
          transaction.to?.toLowerCase() ?? null,
          receipt.contractAddress?.toLowerCase() ?? null,
          dec(transaction.value),
          dec(transaction.gas),
          dec(receipt.effectiveGasPrice ?? transaction.gasPrice),
          dec(receipt.gasUsed),
          dec(transaction.nonce),
          transaction.input,
          Number(hexToBigInt(receipt.status)),
        ]);
      });
    }
    await insertRows(
      tx,
      'transactions',
      [
        'hash',
        'block_number',
        'tx_index',
        'ordinal',
        'from_address',
        'to_address',
        'contract_address',
        'value',
        'gas',
        'gas_price',
        'gas_used',
        'nonce',
        'input',
        'status',
      ],
      rows,
    );
  },
};
