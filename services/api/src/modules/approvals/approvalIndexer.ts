import { type Hex, hexToBigInt, toEventSelector } from 'viem';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';

const approvalTopic = toEventSelector('Approval(address,address,uint256)');
const approvalForAllTopic = toEventSelector('ApprovalForAll(address,address,bool)');

// The database keeps the API's wire form of an address: lower-case hex (services/api/README.md#wire-encodings).
const topicAddress = (topic: Hex): string => `0x${topic.slice(26)}`.toLowerCase();

/**
 * ERC-20 `Approval(owner, spender, value)` and ERC-721/1155 `ApprovalForAll(owner, operator, approved)` logs of
 * successful transactions (docs/approvals.md#what-is-indexed). Both have three topics and one word of data; the
 * ERC-721 `Approval` of a single token has four (the id is indexed) and is left out by the topic count.
 */
export const approvalIndexer: IndexerPart = {
  name: 'approvals',
  async writeBlocks(tx, blocks) {
    const rows: unknown[][] = [];
    for (const { number, receipts } of blocks) {
      for (const receipt of receipts) {
        if (receipt.status !== '0x1') continue;
        for (const log of receipt.logs) {
          const [topic0, owner, spender] = log.topics;
          if (owner === undefined || spender === undefined || log.topics.length !== 3) continue;
          if (log.data.length !== 66) continue;
          const allItems = topic0 === approvalForAllTopic;
          if (!allItems && topic0 !== approvalTopic) continue;
          const value = hexToBigInt(log.data);
          rows.push([
            number,
            Number(hexToBigInt(log.logIndex)),
            log.transactionHash,
            log.address.toLowerCase(),
            topicAddress(owner),
            topicAddress(spender),
            allItems,
            (allItems ? (value === 0n ? 0n : 1n) : value).toString(),
          ]);
        }
      }
    }
    await insertRows(
      tx,
      'approval_events',
      ['block_number', 'log_index', 'tx_hash', 'token', 'owner', 'spender', 'all_items', 'value'],
      rows,
    );
  },
};
