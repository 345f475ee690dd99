import type { Address, Hash } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { type PageSlice, pageWindow, slicePage, windowSql } from '../../paging/PageWindow.ts';
import type { BlockModel } from './models/BlockModel.ts';
import type { TransactionModel } from './models/TransactionModel.ts';
import { type BlockRow, blockFromRow, type TransactionRow, transactionFromRow } from './rowToModels.ts';

const txColumns = `t.hash, t.block_number, t.tx_index, t.ordinal, t.from_address, t.to_address, t.contract_address,
  t.value::text as value, t.gas::text as gas, t.gas_price::text as gas_price, t.gas_used::text as gas_used,
  t.nonce::text as nonce, t.input, t.status, b.hash as block_hash, b.parent_hash, b.timestamp,
  b.gas_limit::text as gas_limit, b.gas_used::text as block_gas_used, b.tx_count`;

type JoinedRow = TransactionRow & Omit<BlockRow, 'number' | 'hash' | 'gas_used'> & { block_gas_used: string };

function fromJoined(row: JoinedRow): TransactionModel {
  const block = blockFromRow({
    ...row,
    number: row.block_number,
    hash: row.block_hash,
    gas_used: row.block_gas_used,
  });
  return transactionFromRow(row, block);
}

export interface AccountPage {
  slice: PageSlice<TransactionModel>;
  totalCount: bigint;
}

/** Indexed blocks and transactions (account history). */
export class TransactionStore {
  constructor(private readonly db: SqlExecutor) {}

  async block(number: bigint): Promise<BlockModel | null> {
    const rows = await this.db.query<BlockRow>(
      'select number, hash, parent_hash, timestamp, gas_limit::text as gas_limit, gas_used::text as gas_used, tx_count from blocks where number = $1',
      [Number(number)],
    );
    return rows[0] === undefined ? null : blockFromRow(rows[0]);
  }

  async blockTransactions(number: bigint): Promise<TransactionModel[]> {
    const rows = await this.db.query<JoinedRow>(
      `select ${txColumns} from transactions t join blocks b on b.number = t.block_number where t.block_number = $1 order by t.tx_index`,
      [Number(number)],
    );
    return rows.map(fromJoined);
  }

  async transactionCount(): Promise<number> {
    const rows = await this.db.query<{ n: number }>('select count(*)::int8 as n from transactions');
    return rows[0]?.n ?? 0;
  }

  /** Distinct addresses that sent an indexed transaction. */
  async accountCount(): Promise<number> {
    const rows = await this.db.query<{ n: number }>(
      'select count(distinct from_address)::int8 as n from transactions',
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * One page of the account's top-level transactions as sender or recipient, newest first; with
   * `recipient`, only those sent by the account to that recipient (public API semantics).
   */
  async accountPage(
    address: Address,
    recipient: Address | null,
    cursor: string | null,
    count: number,
  ): Promise<AccountPage> {
    const window = pageWindow(count, cursor === null ? undefined : await this.ordinalOf(cursor));
    const { where, order, limit, bound } = windowSql(window);
    // Step 1: each branch reads at most one page of ordinals from its own (covering) index in order; the
    // branches are merged here, a self-transfer (in both) kept once. Step 2 loads just those rows. Two
    // small index reads beat one planner-dependent union with a join and a sort.
    const branch = (filter: string) =>
      `(select ordinal from transactions where ${filter} and ${where}$2 order by ${order} limit $3)`;
    const branches =
      recipient === null
        ? [branch('from_address = $1'), branch('to_address = $1')]
        : [branch('from_address = $1 and to_address = $4')];
    const params: unknown[] = [address, bound, limit];
    if (recipient !== null) params.push(recipient);
    const found = await this.db.query<{ ordinal: number }>(branches.join(' union all '), params);
    const ordinals = [...new Set(found.map((row) => row.ordinal))]
      .sort((a, b) => (window.backwards ? a - b : b - a))
      .slice(0, limit);
    // The total rides along with the rows: one round trip less on the serialised embedded database.
    // Placeholders of the count start at `$first`: it is a column of the row query, or a query alone.
    const countSql = (first: number) =>
      recipient === null
        ? `(select count(*) from transactions where from_address = $${first})
             + (select count(*) from transactions where to_address = $${first} and from_address <> $${first})`
        : `(select count(*) from transactions where from_address = $${first} and to_address = $${first + 1})`;
    const countParams = recipient === null ? [address] : [address, recipient];
    const rows =
      ordinals.length === 0
        ? []
        : await this.db.query<JoinedRow & { total_count: string | number }>(
            `select ${txColumns}, ${countSql(2)} as total_count from transactions t join blocks b on b.number = t.block_number
             where t.ordinal = any($1::int8[]) order by t.${order}`,
            [ordinals, ...countParams],
          );
    const counted =
      rows[0] === undefined
        ? ((await this.db.query<{ n: string | number }>(`select ${countSql(1)} as n`, countParams))[0]?.n ??
          0)
        : rows[0].total_count;
    return { slice: slicePage(rows.map(fromJoined), window), totalCount: BigInt(counted) };
  }

  private async ordinalOf(cursor: string): Promise<number> {
    if (!/^0x[0-9a-fA-F]{64}$/.test(cursor))
      throw new ApiError('INVALID_ARGUMENT', 'invalid transaction cursor');
    const rows = await this.db.query<{ ordinal: number }>(
      'select ordinal from transactions where hash = $1',
      [cursor.toLowerCase() as Hash],
    );
    const ordinal = rows[0]?.ordinal;
    if (ordinal === undefined) throw new ApiError('INVALID_ARGUMENT', `unknown transaction cursor ${cursor}`);
    return ordinal;
  }
}
