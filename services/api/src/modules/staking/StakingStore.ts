import type { Address, Hash } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';
import { ApiError } from '../../errors/ApiError.ts';
import { maxPageSize, type PageSlice, pageWindow, slicePage, windowSql } from '../../paging/PageWindow.ts';
import type { DelegationModel } from './models/DelegationModel.ts';
import type { WithdrawRequestModel } from './models/WithdrawRequestModel.ts';

interface DelegationRow {
  delegator: string;
  validator_id: string;
  ordinal: number;
  created_time: number;
}

interface WithdrawRow {
  tx_hash: string;
  delegator: string;
  validator_id: string;
  wr_id: string;
  amount: string;
  timestamp: number;
  ordinal: number;
  withdraw_time: number | null;
}

// A delegation is the (delegator, validator) pair of its first Delegated event; its cursor is that event's
// ordinal as 24 hex digits (the same shape as the public API's ids).
const delegationsSql = `select delegator, validator_id::text as validator_id, min(ordinal) as ordinal, min(timestamp) as created_time
  from staking_events where kind = 'delegated' and {filter} group by delegator, validator_id`;

const withdrawSql = `select u.tx_hash, u.delegator, u.validator_id::text as validator_id, u.wr_id::text as wr_id,
    u.amount::text as amount, u.timestamp, u.ordinal,
    (select w.timestamp from staking_events w where w.kind = 'withdrawn' and w.delegator = u.delegator
       and w.validator_id = u.validator_id and w.wr_id = u.wr_id and w.ordinal > u.ordinal
     order by w.ordinal limit 1) as withdraw_time
  from staking_events u where u.kind = 'undelegated' and u.delegator = $1 and u.validator_id = $2`;

export function delegationCursor(ordinal: number): string {
  return ordinal.toString(16).padStart(24, '0');
}

function parseDelegationCursor(cursor: string): number {
  if (!/^[0-9a-f]{24}$/.test(cursor)) throw new ApiError('INVALID_ARGUMENT', 'invalid delegation cursor ID');
  return Number.parseInt(cursor, 16);
}

function toDelegation(row: DelegationRow): DelegationModel {
  return {
    address: row.delegator as Address,
    toStakerId: BigInt(row.validator_id),
    createdTime: BigInt(row.created_time),
    cursor: delegationCursor(row.ordinal),
  };
}

function toWithdrawRequest(row: WithdrawRow): WithdrawRequestModel {
  return {
    id: row.tx_hash as Hash,
    address: row.delegator as Address,
    stakerID: BigInt(row.validator_id),
    withdrawRequestID: BigInt(row.wr_id),
    amount: BigInt(row.amount),
    createdTime: BigInt(row.timestamp),
    withdrawTime: row.withdraw_time === null ? null : BigInt(row.withdraw_time),
  };
}

/** Delegation and withdraw-request lists built from indexed SFC events. */
export class StakingStore {
  constructor(private readonly db: SqlExecutor) {}

  async delegationsPage(
    by: { delegator: Address } | { validatorId: bigint },
    cursor: string | null,
    count: number,
  ): Promise<{ slice: PageSlice<DelegationModel>; totalCount: bigint }> {
    const window = pageWindow(count, cursor === null ? undefined : parseDelegationCursor(cursor));
    const { where, order, limit, bound } = windowSql(window);
    const [filter, key] =
      'delegator' in by ? ['delegator = $1', by.delegator] : ['validator_id = $1', by.validatorId.toString()];
    const base = delegationsSql.replace('{filter}', filter);
    const rows = await this.db.query<DelegationRow>(
      `select * from (${base}) d where ${where}$2 order by ${order} limit $3`,
      [key, bound, limit],
    );
    const counted = await this.db.query<{ n: number }>(`select count(*) as n from (${base}) d`, [key]);
    return { slice: slicePage(rows.map(toDelegation), window), totalCount: BigInt(counted[0]?.n ?? 0) };
  }

  async delegation(delegator: Address, validatorId: bigint): Promise<DelegationModel | null> {
    const rows = await this.db.query<DelegationRow>(
      delegationsSql.replace('{filter}', 'delegator = $1 and validator_id = $2'),
      [delegator, validatorId.toString()],
    );
    return rows[0] === undefined ? null : toDelegation(rows[0]);
  }

  /** Every delegation of an address (for account totals), newest first, at most `limit`. */
  async delegationsOf(delegator: Address, limit = 1000): Promise<DelegationModel[]> {
    const rows = await this.db.query<DelegationRow>(
      `${delegationsSql.replace('{filter}', 'delegator = $1')} order by ordinal desc limit $2`,
      [delegator, limit],
    );
    return rows.map(toDelegation);
  }

  async withdrawRequests(
    delegator: Address,
    validatorId: bigint,
    options: { activeOnly: boolean; cursor: string | null; count: number },
  ): Promise<WithdrawRequestModel[]> {
    let bound = Number.MAX_SAFE_INTEGER;
    if (options.cursor !== null) {
      const rows = await this.db.query<{ ordinal: number }>(
        `select ordinal from staking_events where kind = 'undelegated' and tx_hash = $1 and delegator = $2 and validator_id = $3 limit 1`,
        [options.cursor.toLowerCase(), delegator, validatorId.toString()],
      );
      if (rows[0] === undefined)
        throw new ApiError('INVALID_ARGUMENT', `unknown withdraw request cursor ${options.cursor}`);
      bound = rows[0].ordinal;
    }
    const size = options.count <= 0 ? maxPageSize : Math.min(options.count, maxPageSize);
    const rows = await this.db.query<WithdrawRow>(
      `select * from (${withdrawSql}) r where ordinal < $3 ${options.activeOnly ? 'and withdraw_time is null' : ''}
       order by ordinal desc limit $4`,
      [delegator, validatorId.toString(), bound, size],
    );
    return rows.map(toWithdrawRequest);
  }

  /** Sum of the delegation's undelegations that have not been withdrawn yet. */
  async amountInWithdraw(delegator: Address, validatorId: bigint): Promise<bigint> {
    const rows = await this.db.query<{ total: string | null }>(
      `select sum(amount::numeric)::text as total from (${withdrawSql}) r where withdraw_time is null`,
      [delegator, validatorId.toString()],
    );
    return BigInt(rows[0]?.total ?? 0);
  }

  async claimedReward(delegator: Address, validatorId: bigint): Promise<bigint> {
    const rows = await this.db.query<{ total: string | null }>(
      `select sum(amount)::text as total from staking_events
       where kind in ('claimed', 'restaked') and delegator = $1 and validator_id = $2`,
      [delegator, validatorId.toString()],
    );
    return BigInt(rows[0]?.total ?? 0);
  }
}
