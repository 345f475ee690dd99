import { governanceArtifact } from '@fantom-wallet/contracts';
import { type Address, decodeEventLog, hexToBigInt } from 'viem';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';

function proposalCreated(data: `0x${string}`, topics: `0x${string}`[]): bigint | undefined {
  try {
    const event = decodeEventLog({
      abi: governanceArtifact.abi,
      data,
      topics: topics as [`0x${string}`],
      strict: true,
    });
    // viem picks the event by its topic; `eventName` would not filter, so the name is checked here.
    return event.eventName === 'ProposalCreated' ? event.args?.proposalID : undefined;
  } catch {
    return undefined;
  }
}

/**
 * ProposalCreated of the configured governance contracts, with the sender of its transaction: the one thing about
 * a proposal the contracts do not tell later (its owner). Everything else about governance is read live.
 */
export function createGovernanceIndexer(governance: readonly Address[]): IndexerPart {
  const watched = new Set(governance.map((address) => address.toLowerCase()));
  return {
    name: 'governance',
    async writeBlocks(tx, blocks) {
      if (watched.size === 0) return;
      const rows: unknown[][] = [];
      for (const { number, block, receipts } of blocks) {
        receipts.forEach((receipt, i) => {
          if (receipt.status !== '0x1') return;
          for (const log of receipt.logs) {
            const address = log.address.toLowerCase();
            if (!watched.has(address)) continue;
            const id = proposalCreated(log.data, log.topics);
            if (id === undefined) continue;
            const creator = block.transactions[i]?.from.toLowerCase();
            if (creator === undefined) continue;
            rows.push([
              number,
              Number(hexToBigInt(log.logIndex)),
              address,
              id.toString(),
              creator,
              log.transactionHash,
            ]);
          }
        });
      }
      await insertRows(
        tx,
        'governance_proposals',
        ['block_number', 'log_index', 'governance', 'proposal_id', 'creator', 'tx_hash'],
        rows,
      );
    },
  };
}
