import type { Address } from 'viem';
import type { SqlExecutor } from '../../db/Db.ts';

/** Indexed facts about proposals that the governance contract does not keep. */
export class GovernanceStore {
  constructor(private readonly db: SqlExecutor) {}

  /** The sender of the transaction that created the proposal, or null while it is not indexed. */
  async creator(governance: Address, id: bigint): Promise<Address | null> {
    const rows = await this.db.query<{ creator: Address }>(
      // The newest creation wins: after a devnet snapshot revert an id can be created again.
      'select creator from governance_proposals where governance = $1 and proposal_id = $2 order by block_number desc, log_index desc limit 1',
      [governance.toLowerCase(), id.toString()],
    );
    return rows[0]?.creator ?? null;
  }
}
