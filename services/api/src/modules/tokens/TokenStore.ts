import type { Address } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';

/** ERC20 activity from indexed Transfer logs. */
export class TokenStore {
  constructor(private readonly db: SqlExecutor) {}

  /** Token contracts by indexed activity: number of transfers, then the latest one. */
  async mostActive(limit: number): Promise<Address[]> {
    const rows = await this.db.query<{ token: Address }>(
      `select token from erc20_transfers group by token order by count(*) desc, max(block_number) desc limit $1`,
      [limit],
    );
    return rows.map((row) => row.token);
  }

  /** Distinct tokens the owner has received, most recently received first. */
  async receivedBy(owner: Address, limit: number): Promise<Address[]> {
    const rows = await this.db.query<{ token: Address }>(
      `select token from erc20_transfers where to_address = $1 group by token order by max(block_number) desc limit $2`,
      [owner, limit],
    );
    return rows.map((row) => row.token);
  }
}
