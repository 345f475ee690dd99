import { sfcArtifact } from '@fantom-wallet/contracts';
import type { Address } from 'viem';
import { decodeEventLog, hexToBigInt } from 'viem';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';

const kinds = {
  Delegated: 'delegated',
  Undelegated: 'undelegated',
  Withdrawn: 'withdrawn',
  ClaimedRewards: 'claimed',
  RestakedRewards: 'restaked',
} as const;

function decodeSfcEvent(data: `0x${string}`, topics: `0x${string}`[]) {
  try {
    const event = decodeEventLog({
      abi: sfcArtifact.abi,
      data,
      topics: topics as [`0x${string}`],
      strict: true,
    });
    // With strict decoding the arguments are always present; the type does not know it.
    return event.args === undefined
      ? undefined
      : (event as typeof event & { args: NonNullable<typeof event.args> });
  } catch {
    return undefined;
  }
}

/** SFC delegation, undelegation, withdrawal and reward events: the source of the delegation lists. */
export function createStakingIndexer(sfcAddress: Address): IndexerPart {
  const sfc = sfcAddress.toLowerCase();
  return {
    name: 'staking',
    async writeBlocks(tx, blocks) {
      const rows: unknown[][] = [];
      for (const { number, timestamp, receipts } of blocks) {
        for (const receipt of receipts) {
          if (receipt.status !== '0x1') continue;
          for (const log of receipt.logs) {
            if (log.address.toLowerCase() !== sfc) continue;
            const event = decodeSfcEvent(log.data, log.topics);
            if (event === undefined) continue; // an SFC event the lists do not need
            const logIndex = Number(hexToBigInt(log.logIndex));
            const base = [number, logIndex, number * 1_048_576 + logIndex, log.transactionHash, timestamp];
            const row = (
              kind: string,
              delegator: string,
              validatorId: bigint,
              wrId: bigint | null,
              amount: bigint,
            ) =>
              rows.push([
                ...base,
                kind,
                delegator.toLowerCase(),
                validatorId.toString(),
                wrId?.toString() ?? null,
                amount.toString(),
              ]);
            switch (event.eventName) {
              case 'Delegated': {
                const a = event.args;
                row(kinds.Delegated, a.delegator, a.toValidatorID, null, a.amount);
                break;
              }
              case 'Undelegated':
              case 'Withdrawn': {
                const a = event.args;
                row(kinds[event.eventName], a.delegator, a.toValidatorID, a.wrID, a.amount);
                break;
              }
              case 'ClaimedRewards':
              case 'RestakedRewards': {
                const a = event.args;
                row(
                  kinds[event.eventName],
                  a.delegator,
                  a.toValidatorID,
                  null,
                  a.lockupExtraReward + a.lockupBaseReward + a.unlockedReward,
                );
                break;
              }
            }
          }
        }
      }
      await insertRows(
        tx,
        'staking_events',
        [
          'block_number',
          'log_index',
          'ordinal',
          'tx_hash',
          'timestamp',
          'kind',
          'delegator',
          'validator_id',
          'wr_id',
          'amount',
        ],
        rows,
      );
    },
  };
}
