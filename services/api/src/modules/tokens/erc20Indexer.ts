import type { Address } from 'viem';
import { hexToBigInt, toEventSelector } from 'viem';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';

const transferTopic = toEventSelector('Transfer(address,address,uint256)');

const topicAddress = (topic: string): Address => `0x${topic.slice(26)}`.toLowerCase() as Address;

/**
 * ERC20 `Transfer` logs of successful transactions. ERC721 uses the same signature with the token id
 * indexed (four topics) and is skipped by the topic count.
 */
export const erc20Indexer: IndexerPart = {
  name: 'erc20',
  async writeBlocks(tx, blocks) {
    const rows: unknown[][] = [];
    for (const { number, receipts } of blocks) {
      for (const receipt of receipts) {
        if (receipt.status !== '0x1') continue;
        for (const log of receipt.logs) {
          const [topic0, from, to] = log.topics;
          if (topic0 !== transferTopic || from === undefined || to === undefined || log.topics.length !== 3)
            continue;
          if (log.data.length !== 66) continue;
          rows.push([
            number,
            Number(hexToBigInt(log.logIndex)),
            log.transactionHash,
            log.address.toLowerCase(),
            topicAddress(from),
            topicAddress(to),
            hexToBigInt(log.data).toString(),
          ]);
        }
      }
    }
    await insertRows(
      tx,
      'erc20_transfers',
      ['block_number', 'log_index', 'tx_hash', 'token', 'from_address', 'to_address', 'value'],
      rows,
    );
  },
};
