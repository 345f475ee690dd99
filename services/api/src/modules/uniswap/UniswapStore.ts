import type { Address, Hash } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { IndexedCache, indexedTipSql } from '../../indexer/IndexedCache.ts';
import { type PageSlice, pageWindow, slicePage, windowSql } from '../../paging/PageWindow.ts';
import type { UniswapActionModel } from './models/UniswapActionModel.ts';
import { bucketSql, bucketTime, type TimeRange, type TimeResolution } from './timeResolution.ts';
import { UNISWAP_ACTION_TYPES } from './UNISWAP_ACTION_TYPES.ts';

interface ActionRow {
  tip: string | null;
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

/** Runs a series query whose rows are one JSON array each, and reads them with the tip its statement saw. */
async function seriesRows<T>(
  db: SqlExecutor,
  rowSql: string,
  select: string,
  params: readonly unknown[],
): Promise<{ tip: string | null; value: T[] }> {
  // One JSON text for the whole series: the database writes it and JSON.parse reads it far faster than the
  // row protocol carries hundreds of rows (float8 keeps its shortest exact digits either way).
  const [row] = await db.query<{ tip: string | null; rows: string }>(
    `select ${indexedTipSql} as tip,
       (select coalesce(json_agg(json_build_array(${select}) order by bucket), '[]')::text from (${rowSql}) s) as rows`,
    params,
  );
  return { tip: row?.tip ?? null, value: JSON.parse(row?.rows ?? '[]') as T[] };
}

/**
 * Indexed pair actions and the charts built from them. Amounts and reserves stay exact (numeric, bigint). Charts
 * and list totals are kept per indexed tip (`IndexedCache`): wallets ask for the same ones between blocks.
 */
export class UniswapStore {
  private readonly series: IndexedCache<unknown[]>;
  private readonly totals: IndexedCache<bigint>;

  constructor(private readonly db: SqlExecutor) {
    this.series = new IndexedCache(db, 64);
    this.totals = new IndexedCache(db, 256);
  }

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
      `select ${indexedTipSql} as tip, ordinal, block_number, log_index, pair, action_type, tx_hash, sender,
         timestamp, amount0_in::text as amount0_in, amount1_in::text as amount1_in,
         amount0_out::text as amount0_out, amount1_out::text as amount1_out
       from uniswap_actions where ${filterSql} and ${where}$${params.length + 1}
       order by ${order} limit $${params.length + 2}`,
      [...params, bound, limit],
    );
    // The total is counted once per indexed tip and filter, not for every page.
    const totalKey = `${filter.pair?.toLowerCase() ?? '*'}:${filter.actionType ?? '*'}`;
    let totalCount = rows.length > 0 ? this.totals.peek(totalKey, rows[0]?.tip ?? null) : undefined;
    if (totalCount === undefined) {
      const [counted] = await this.db.query<{ tip: string | null; n: number }>(
        `select ${indexedTipSql} as tip, count(*) as n from uniswap_actions where ${filterSql}`,
        params,
      );
      totalCount = BigInt(counted?.n ?? 0);
      this.totals.store(totalKey, counted?.tip ?? null, totalCount);
    }
    return { slice: slicePage(rows.map(toAction), window), totalCount };
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
    const key = `prices:${pair.toLowerCase()}:${resolution.name}:${range.from}:${range.to}:${inverse}`;
    const rows = (await this.series.get(key, () =>
      seriesRows<[number, number, number, number, number, number]>(
        this.db,
        `select bucket, (array_agg(price order by ordinal))[1] as open,
           (array_agg(price order by ordinal desc))[1] as close,
           min(price) as low, max(price) as high, avg(price) as average
         from (select ordinal, ${bucketSql(resolution)} as bucket, (${num})::float8 / (${den})::float8 as price
               from uniswap_actions
               where pair = $1 and action_type = ${swap} and timestamp >= $2 and timestamp <= $3
                 and ${num} > 0 and ${den} > 0) priced
         group by bucket`,
        'bucket, open, close, low, high, average',
        [pair.toLowerCase(), range.from, range.to],
      ),
    )) as [number, number, number, number, number, number][];
    return rows.map(([bucket, open, close, low, high, average]) => ({
      time: bucketTime(bucket),
      open,
      close,
      low,
      high,
      average,
    }));
  }

  /** Swap volume per bucket in token0 units: the sum of amount0 in + out, exact. */
  async volumes(pair: Address, resolution: TimeResolution, range: TimeRange): Promise<VolumeBucket[]> {
    const key = `volumes:${pair.toLowerCase()}:${resolution.name}:${range.from}:${range.to}`;
    const rows = (await this.series.get(key, () =>
      seriesRows<[number, string]>(
        this.db,
        `select ${bucketSql(resolution)} as bucket, sum(amount0_in + amount0_out)::text as value
         from uniswap_actions
         where pair = $1 and action_type = ${swap} and timestamp >= $2 and timestamp <= $3
         group by bucket`,
        'bucket, value',
        [pair.toLowerCase(), range.from, range.to],
      ),
    )) as [number, string][];
    return rows.map(([bucket, value]) => ({ time: bucketTime(bucket), value: BigInt(value) }));
  }

  /** The pair's last reserves in each bucket (from its Sync events). */
  async reserves(pair: Address, resolution: TimeResolution, range: TimeRange): Promise<ReserveBucket[]> {
    const key = `reserves:${pair.toLowerCase()}:${resolution.name}:${range.from}:${range.to}`;
    const rows = (await this.series.get(key, () =>
      seriesRows<[number, string, string]>(
        this.db,
        `select distinct on (bucket) bucket, reserve0, reserve1
         from (select ${bucketSql(resolution)} as bucket, ordinal, reserve0::text as reserve0, reserve1::text as reserve1
               from uniswap_syncs where pair = $1 and timestamp >= $2 and timestamp <= $3) synced
         order by bucket, ordinal desc`,
        'bucket, reserve0, reserve1',
        [pair.toLowerCase(), range.from, range.to],
      ),
    )) as [number, string, string][];
    return rows.map(([bucket, reserve0, reserve1]) => ({
      time: bucketTime(bucket),
      reserveClose: [BigInt(reserve0), BigInt(reserve1)],
    }));
  }
}
