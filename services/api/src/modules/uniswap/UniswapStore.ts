import type { Address, Hash } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { type PageSlice, pageWindow, slicePage, windowSql } from '../../paging/PageWindow.ts';
import type { UniswapActionModel } from './models/UniswapActionModel.ts';
import { bucketSql, bucketTime, type TimeRange, type TimeResolution } from './timeResolution.ts';
import { UNISWAP_ACTION_TYPES } from './UNISWAP_ACTION_TYPES.ts';

interface ActionRow {
  ordinal: number;
  block_number: number;
  log_index: number;
  pair: string;
  action_type: number;
  tx_hash: string;
  sender: string;
  timestamp: number;
  amount0_in: string;
  amount1_in: string;
  amount0_out: string;
  amount1_out: string;
}

export interface PriceCandle {
  time: string;
  open: number;
  close: number;
  low: number;
  high: number;
  average: number;
}

export interface VolumeBucket {
  time: string;
  value: bigint;
}

export interface ReserveBucket {
  time: string;
  reserveClose: [bigint, bigint];
}

export interface ActionFilter {
  pair: Address | null;
  actionType: number | null;
}

/** Cursors are the action's ordinal (block << 20 | log index) in decimal, like the public API's. */
function parseCursor(cursor: string): number {
  const ordinal = /^\d{1,16}$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(ordinal)) throw new ApiError('INVALID_ARGUMENT', 'invalid uniswap action cursor');
  return ordinal;
}

function toAction(row: ActionRow): UniswapActionModel {
  return {
    ordinal: row.ordinal,
    logIndex: row.log_index,
    pairAddress: row.pair as Address,
    transactionHash: row.tx_hash as Hash,
    sender: row.sender as Address,
    type: row.action_type,
    blockNr: BigInt(row.block_number),
    time: BigInt(row.timestamp),
    amount0in: BigInt(row.amount0_in),
    amount1in: BigInt(row.amount1_in),
    amount0out: BigInt(row.amount0_out),
    amount1out: BigInt(row.amount1_out),
  };
}

const swap = UNISWAP_ACTION_TYPES.swap;

/** Indexed pair actions and the charts built from them. Amounts and reserves stay exact (numeric, bigint). */
export class UniswapStore {
  constructor(private readonly db: SqlExecutor) {}

  /** One page of actions, newest first; the cursor is exclusive and `pageInfo` describes this page. */
  async actionsPage(
    filter: ActionFilter,
    cursor: string | null,
    count: number,
  ): Promise<{ slice: PageSlice<UniswapActionModel>; totalCount: bigint }> {
    const window = pageWindow(count, cursor === null ? undefined : parseCursor(cursor));
    const { where, order, limit, bound } = windowSql(window);
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (filter.pair !== null) {
      params.push(filter.pair.toLowerCase());
      conditions.push(`pair = $${params.length}`);
    }
    if (filter.actionType !== null) {
      params.push(filter.actionType);
      conditions.push(`action_type = $${params.length}`);
    }
    const filterSql = conditions.length === 0 ? 'true' : conditions.join(' and ');
    const rows = await this.db.query<ActionRow>(
      `select ordinal, block_number, log_index, pair, action_type, tx_hash, sender, timestamp,
         amount0_in::text as amount0_in, amount1_in::text as amount1_in,
         amount0_out::text as amount0_out, amount1_out::text as amount1_out
       from uniswap_actions where ${filterSql} and ${where}$${params.length + 1}
       order by ${order} limit $${params.length + 2}`,
      [...params, bound, limit],
    );
    const counted = await this.db.query<{ n: number }>(
      `select count(*) as n from uniswap_actions where ${filterSql}`,
      params,
    );
    return { slice: slicePage(rows.map(toAction), window), totalCount: BigInt(counted[0]?.n ?? 0) };
  }

  /**
   * Price candles of a pair's swaps per bucket. A swap's price is the public API's raw ratio of the token amounts
   * it moved, (amount0 in + out) ÷ (amount1 in + out), not adjusted for decimals; `inverse` turns it over.
   * Each price is one division of two exact integers converted to doubles.
   */
  async prices(
    pair: Address,
    resolution: TimeResolution,
    range: TimeRange,
    inverse: boolean,
  ): Promise<PriceCandle[]> {
    const [num, den] = inverse
      ? ['amount1_in + amount1_out', 'amount0_in + amount0_out']
      : ['amount0_in + amount0_out', 'amount1_in + amount1_out'];
    const rows = await this.db.query<{
      bucket: number;
      open: number;
      close: number;
      low: number;
      high: number;
      average: number;
    }>(
      `select bucket, (array_agg(price order by ordinal))[1] as open,
         (array_agg(price order by ordinal desc))[1] as close,
         min(price) as low, max(price) as high, avg(price) as average
       from (select ordinal, ${bucketSql(resolution)} as bucket, (${num})::float8 / (${den})::float8 as price
             from uniswap_actions
             where pair = $1 and action_type = ${swap} and timestamp >= $2 and timestamp <= $3
               and ${num} > 0 and ${den} > 0) priced
       group by bucket order by bucket`,
      [pair.toLowerCase(), range.from, range.to],
    );
    return rows.map(({ bucket, ...candle }) => ({ time: bucketTime(Number(bucket)), ...candle }));
  }

  /** Swap volume per bucket in token0 units: the sum of amount0 in + out, exact. */
  async volumes(pair: Address, resolution: TimeResolution, range: TimeRange): Promise<VolumeBucket[]> {
    const rows = await this.db.query<{ bucket: number; value: string }>(
      `select ${bucketSql(resolution)} as bucket, sum(amount0_in + amount0_out)::text as value
       from uniswap_actions
       where pair = $1 and action_type = ${swap} and timestamp >= $2 and timestamp <= $3
       group by bucket order by bucket`,
      [pair.toLowerCase(), range.from, range.to],
    );
    return rows.map((row) => ({ time: bucketTime(Number(row.bucket)), value: BigInt(row.value) }));
  }

  /** The pair's last reserves in each bucket (from its Sync events). */
  async reserves(pair: Address, resolution: TimeResolution, range: TimeRange): Promise<ReserveBucket[]> {
    const rows = await this.db.query<{ bucket: number; reserve0: string; reserve1: string }>(
      `select distinct on (bucket) bucket, reserve0, reserve1
       from (select ${bucketSql(resolution)} as bucket, ordinal, reserve0::text as reserve0, reserve1::text as reserve1
             from uniswap_syncs where pair = $1 and timestamp >= $2 and timestamp <= $3) synced
       order by bucket, ordinal desc`,
      [pair.toLowerCase(), range.from, range.to],
    );
    return rows.map((row) => ({
      time: bucketTime(Number(row.bucket)),
      reserveClose: [BigInt(row.reserve0), BigInt(row.reserve1)],
    }));
  }
}
