import { type Address, getAddress, type Hash } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import { indexedTipSql } from '../../indexer/IndexedCache.ts';

/** A token, owner and spender whose last indexed event left an approval in place: what to read live. */
export interface ApprovalCandidate {
  token: Address;
  spender: Address;
  allItems: boolean;
  /** The last event's block << 20 | log index: unique, and the order of changes. */
  ordinal: number;
  changedBlock: bigint;
  changedAt: bigint;
  transaction: Hash;
}

interface CandidateRow {
  token: string;
  spender: string;
  all_items: boolean;
  block_number: string;
  log_index: number;
  tx_hash: string;
  timestamp: string;
}

/** Indexed approval events (docs/approvals.md#what-is-indexed). */
export class ApprovalStore {
  constructor(private readonly db: SqlExecutor) {}

  /**
   * The owner's approvals that their last event left in place (a value above zero, `approved` true), the newest
   * `limit` changes, with the indexed tip the statement saw (the state of the index they come from).
   */
  async candidates(
    owner: Address,
    limit: number,
  ): Promise<{ tip: string | null; rows: ApprovalCandidate[] }> {
    const rows = await this.db.query<CandidateRow & { tip: string | null }>(
      `select ${indexedTipSql} as tip, c.token, c.spender, c.all_items, c.block_number::text as block_number,
         c.log_index, c.tx_hash, b.timestamp::text as timestamp
       from (
         select distinct on (token, spender, all_items) token, spender, all_items, value, block_number, log_index, tx_hash
         from approval_events where owner = $1
         order by token, spender, all_items, block_number desc, log_index desc
       ) c join blocks b on b.number = c.block_number
       where c.value <> 0
       order by c.block_number desc, c.log_index desc
       limit $2`,
      [owner.toLowerCase(), limit],
    );
    // Without rows the statement still names the tip (an owner who never approved anything).
    const tip =
      rows[0]?.tip ??
      (await this.db.query<{ tip: string | null }>(`select ${indexedTipSql} as tip`))[0]?.tip ??
      null;
    return {
      tip,
      rows: rows.map((row) => ({
        token: getAddress(row.token),
        spender: getAddress(row.spender),
        allItems: row.all_items,
        ordinal: Number(row.block_number) * 1_048_576 + row.log_index,
        changedBlock: BigInt(row.block_number),
        changedAt: BigInt(row.timestamp),
        transaction: row.tx_hash as Hash,
      })),
    };
  }
}
