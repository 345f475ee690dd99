import { uniswapFactoryAbi, uniswapPairAbi } from '@fantom-wallet/contracts';
import { type Address, decodeEventLog, getAbiItem, type Hex, hexToNumber, toEventSelector } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import type { IndexerPart } from '../../indexer/IndexerPart.ts';
import { insertRows } from '../../indexer/insertRows.ts';
import { UNISWAP_ACTION_TYPES } from './UNISWAP_ACTION_TYPES.ts';

const pairEvent = (name: 'Swap' | 'Mint' | 'Burn' | 'Sync') =>
  toEventSelector(getAbiItem({ abi: uniswapPairAbi, name }));
const topics = {
  pairCreated: toEventSelector(getAbiItem({ abi: uniswapFactoryAbi, name: 'PairCreated' })),
  swap: pairEvent('Swap'),
  mint: pairEvent('Mint'),
  burn: pairEvent('Burn'),
  sync: pairEvent('Sync'),
};
const pairTopics = new Set<string>([topics.swap, topics.mint, topics.burn, topics.sync]);

/** With strict decoding the arguments are always there; viem's type does not know it. */
function argsOf<T>(event: { args?: T }): NonNullable<T> {
  const { args } = event;
  if (args === undefined || args === null) throw new Error('a strictly decoded event has no arguments');
  return args;
}

// blockNumber << 20 | logIndex, like the staking events.
const ordinalOf = (block: number, logIndex: number) => block * 1_048_576 + logIndex;

const actionColumns = [
  'block_number',
  'log_index',
  'ordinal',
  'pair',
  'action_type',
  'tx_hash',
  'sender',
  'timestamp',
  'amount0_in',
  'amount1_in',
  'amount0_out',
  'amount1_out',
] as const;

/**
 * Uniswap's part of the indexer: pairs from the factory's PairCreated, and the Swap, Mint, Burn and Sync events
 * of those pairs only (a contract that merely emits look-alike events is ignored). Blocks without any of these
 * topics cost nothing; otherwise the known pairs are read inside the batch's transaction, so a rewind that
 * removed a pair, or another replica's writes, are always seen.
 */
export function createUniswapIndexer(factory: Address | undefined): IndexerPart {
  const factoryAddress = factory?.toLowerCase();
  return {
    name: 'uniswap',
    async writeBlocks(tx, blocks) {
      if (factoryAddress === undefined) return;
      const relevant = blocks.some(({ receipts }) =>
        receipts.some(
          (r) =>
            r.status === '0x1' &&
            r.logs.some(
              (l) =>
                l.topics[0] !== undefined &&
                (pairTopics.has(l.topics[0]) || l.topics[0] === topics.pairCreated),
            ),
        ),
      );
      if (!relevant) return;
      const pairs = await knownPairs(tx);
      const pairRows: unknown[][] = [];
      const actionRows: unknown[][] = [];
      const syncRows: unknown[][] = [];
      for (const { number, timestamp, block, receipts } of blocks) {
        receipts.forEach((receipt, index) => {
          if (receipt.status !== '0x1') return;
          const sender = block.transactions[index]?.from.toLowerCase();
          if (sender === undefined) throw new Error(`block ${number} lacks transaction ${index}`);
          for (const log of receipt.logs) {
            const topic = log.topics[0];
            const emitter = log.address.toLowerCase();
            const logIndex = hexToNumber(log.logIndex);
            const ordinal = ordinalOf(number, logIndex);
            if (topic === topics.pairCreated && emitter === factoryAddress) {
              const args = argsOf(
                decodeEventLog({
                  abi: uniswapFactoryAbi,
                  eventName: 'PairCreated',
                  data: log.data,
                  topics: log.topics as [Hex],
                  strict: true,
                }),
              );
              const pair = args.pair.toLowerCase();
              pairs.add(pair);
              pairRows.push([
                pair,
                args.token0.toLowerCase(),
                args.token1.toLowerCase(),
                args.index.toString(),
                number,
                logIndex,
              ]);
              continue;
            }
            if (topic === undefined || !pairs.has(emitter)) continue;
            const base = [number, logIndex, ordinal, emitter];
            const action = (type: number, in0: bigint, in1: bigint, out0: bigint, out1: bigint) =>
              actionRows.push([
                ...base,
                type,
                log.transactionHash,
                sender,
                timestamp,
                in0.toString(),
                in1.toString(),
                out0.toString(),
                out1.toString(),
              ]);
            if (topic === topics.swap) {
              const args = argsOf(
                decodeEventLog({
                  abi: uniswapPairAbi,
                  eventName: 'Swap',
                  data: log.data,
                  topics: log.topics as [Hex],
                  strict: true,
                }),
              );
              action(
                UNISWAP_ACTION_TYPES.swap,
                args.amount0In,
                args.amount1In,
                args.amount0Out,
                args.amount1Out,
              );
            } else if (topic === topics.mint) {
              const args = argsOf(
                decodeEventLog({
                  abi: uniswapPairAbi,
                  eventName: 'Mint',
                  data: log.data,
                  topics: log.topics as [Hex],
                  strict: true,
                }),
              );
              action(UNISWAP_ACTION_TYPES.add, args.amount0, args.amount1, 0n, 0n);
            } else if (topic === topics.burn) {
              const args = argsOf(
                decodeEventLog({
                  abi: uniswapPairAbi,
                  eventName: 'Burn',
                  data: log.data,
                  topics: log.topics as [Hex],
                  strict: true,
                }),
              );
              action(UNISWAP_ACTION_TYPES.remove, 0n, 0n, args.amount0, args.amount1);
            } else if (topic === topics.sync) {
              const args = argsOf(
                decodeEventLog({
                  abi: uniswapPairAbi,
                  eventName: 'Sync',
                  data: log.data,
                  topics: log.topics as [Hex],
                  strict: true,
                }),
              );
              syncRows.push([...base, timestamp, args.reserve0.toString(), args.reserve1.toString()]);
            }
          }
        });
      }
      await insertRows(
        tx,
        'uniswap_pairs',
        ['address', 'token0', 'token1', 'pair_index', 'block_number', 'log_index'],
        pairRows,
      );
      await insertRows(tx, 'uniswap_actions', actionColumns, actionRows);
      await insertRows(
        tx,
        'uniswap_syncs',
        ['block_number', 'log_index', 'ordinal', 'pair', 'timestamp', 'reserve0', 'reserve1'],
        syncRows,
      );
    },
  };
}

async function knownPairs(tx: SqlExecutor): Promise<Set<string>> {
  const rows = await tx.query<{ address: string }>('select address from uniswap_pairs');
  return new Set(rows.map((row) => row.address));
}
