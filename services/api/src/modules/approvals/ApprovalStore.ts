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

/** An owner's candidates and the indexed tip (`number:hash`) they are known to hold on. */
interface KeptCandidates {
  tip: string;
  limit: number;
  rows: ApprovalCandidate[];
}

/** Indexed approval events (docs/approvals.md#what-is-indexed). */
export class ApprovalStore {
  /** Per owner (lower case), at most this many kept. */
  private readonly kept = new Map<string, KeptCandidates>();

  constructor(
    private readonly db: SqlExecutor,
    private readonly maxKept = 1_000,
  ) {}

  /**
   * The owner's approvals that their last event left in place (a value above zero, `approved` true), the newest
   * `limit` changes, with the indexed tip the statement saw (the state of the index they come from).
   *
   * A new block rarely changes an owner's approvals, so the candidates found on one tip are kept: on a later tip
   * one cheap statement tells whether they still hold — the block they were found on is still indexed with the
   * same hash (no rewind reached it) and no event of the owner was indexed after it. Every replica asks its
   * database, so it also sees what another process indexed.
   */
  async candidates(
    owner: Address,
    limit: number,
  ): Promise<{ tip: string | null; rows: ApprovalCandidate[] }> {
    const id = owner.toLowerCase();
    const kept = this.kept.get(id);
    if (kept !== undefined && kept.limit === limit) {
      const [number, hash] = kept.tip.split(':');
      const [now] = await this.db.query<{ tip: string | null; held: boolean }>(
        `select ${indexedTipSql} as tip,
           exists(select 1 from blocks where number = $2 and hash = $3)
             and not exists(select 1 from approval_events where owner = $1 and block_number > $2) as held`,
        [id, number, hash],
      );
      if (now?.held === true && now.tip !== null) {
        kept.tip = now.tip;
        return { tip: now.tip, rows: kept.rows };
      }
    }
    const found = await this.find(id, limit);
    if (found.tip !== null) {
      if (!this.kept.has(id) && this.kept.size >= this.maxKept) this.kept.clear();
      this.kept.set(id, { tip: found.tip, limit, rows: found.rows });
    }
    return found;
  }

  private async find(id: string, limit: number): Promise<{ tip: string | null; rows: ApprovalCandidate[] }> {
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
      [id, limit],
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
