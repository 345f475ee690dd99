import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, SqlExecutor } from '../../db/Db.ts';
import { migrate } from '../../db/migrate.ts';
import { openPglite } from '../../db/openPglite.ts';
import { apiModules } from '../apiModules.ts';
import { ApprovalStore } from './ApprovalStore.ts';

const OWNER = '0x00000000000000000000000000000000000000a1';
const OTHER = '0x00000000000000000000000000000000000000a2';
const TOKEN = '0x00000000000000000000000000000000000000c1';
const SPENDER = '0x00000000000000000000000000000000000000d1';
const hashOf = (number: number, branch = 'a') => `0x${branch}${number.toString(16).padStart(63, '0')}`;

describe('ApprovalStore.candidates (docs/approvals.md#what-is-indexed)', () => {
  let db: Db;
  /** The statements that looked for candidates: the kept ones are checked, not looked for again. */
  let searches = 0;
  let store: ApprovalStore;

  const block = (number: number, branch = 'a') =>
    db.query(
      `insert into blocks (number, hash, parent_hash, timestamp, gas_limit, gas_used, tx_count)
       values ($1, $2, $3, $4, 0, 0, 0)`,
      [number, hashOf(number, branch), hashOf(number - 1, branch), 1_000 + number],
    );
  const approval = (number: number, owner: string, value: bigint) =>
    db.query(
      `insert into approval_events (block_number, log_index, tx_hash, token, owner, spender, all_items, value)
       values ($1, 0, $2, $3, $4, $5, false, $6)`,
      [number, hashOf(number, 'f'), TOKEN, owner, SPENDER, value.toString()],
    );
  const candidates = async () => {
    const { tip, rows } = await store.candidates(OWNER, 10);
    return { tip, values: rows.map((row) => row.changedBlock) };
  };

  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, apiModules);
    const counted: SqlExecutor = {
      query: (sql, params) => {
        if (sql.includes('distinct on')) searches++;
        return db.query(sql, params);
      },
    };
    store = new ApprovalStore(counted);
  });
  afterAll(async () => {
    await db?.close();
  });

  it('kept across blocks without the owner’s events; looked for again after an event, a rewind or another limit', async () => {
    await block(1);
    await approval(1, OWNER, 5n);
    expect(await candidates()).toEqual({ tip: `1:${hashOf(1)}`, values: [1n] });
    expect(searches).toBe(1);

    // Blocks with nothing for this owner (another owner's approval among them): the kept rows, on the new tip.
    await block(2);
    await block(3);
    await approval(3, OTHER, 7n);
    expect(await candidates()).toEqual({ tip: `3:${hashOf(3)}`, values: [1n] });
    expect(searches).toBe(1);

    // The owner's own event: looked for again.
    await block(4);
    await approval(4, OWNER, 9n);
    expect(await candidates()).toEqual({ tip: `4:${hashOf(4)}`, values: [4n] });
    expect(searches).toBe(2);

    // A rewind to the same height on another branch, which withdraws the approval: looked for again.
    await db.query('delete from blocks where number >= 4');
    await block(4, 'b');
    await approval(4, OWNER, 0n);
    expect(await candidates()).toEqual({ tip: `4:${hashOf(4, 'b')}`, values: [] });
    expect(searches).toBe(3);

    // Another limit is another question.
    await store.candidates(OWNER, 1);
    expect(searches).toBe(4);
  });
});
