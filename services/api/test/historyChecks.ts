import type { SqlExecutor } from '../src/db/Db.ts';
import { gql } from './gql.ts';
import type { LongChain } from './longChain.ts';
import { rpcCall } from './longChain.ts';

const historyQuery = `query($a: Address!) { account(address: $a) {
  txList(count: 200) { totalCount edges { transaction { blockNumber } } } } }`;

/**
 * Reads the recipient's history once and returns what is wrong with it (empty = consistent), or null when
 * the API answered with an error or not at all (allowed while it restarts). Every block of the chain holds
 * `perBlock` transfers to the recipient, so a count that is not a multiple, or a block listed with fewer,
 * would be a half-written block.
 */
export async function checkHistory(url: string, chain: LongChain): Promise<string[] | null> {
  let body: Awaited<ReturnType<typeof gql<HistoryData>>>;
  try {
    body = await gql<HistoryData>(url, historyQuery, { a: chain.recipient });
  } catch {
    return null;
  }
  const list = body.data?.account.txList;
  if (list === undefined) return null;
  const problems: string[] = [];
  const total = Number(list.totalCount);
  if (total % chain.perBlock !== 0)
    problems.push(`totalCount ${total} is not a multiple of ${chain.perBlock}`);
  if (total > chain.perBlock * chain.blocksWithTransactions) problems.push(`totalCount ${total} too high`);
  const perBlock = new Map<string, number>();
  for (const edge of list.edges) {
    const block = edge.transaction.blockNumber;
    perBlock.set(block, (perBlock.get(block) ?? 0) + 1);
  }
  for (const [block, n] of perBlock)
    if (n !== chain.perBlock) problems.push(`block ${block} listed with ${n} transfers`);
  return problems;
}

interface HistoryData {
  account: { txList: { totalCount: string; edges: { transaction: { blockNumber: string } }[] } };
}

/**
 * Compares the database with the node: blocks 0..head without gaps, each with the node's hash, each block's
 * transaction rows matching its count, and exactly the recipient's transfers.
 */
export async function verifyIndexedRows(db: SqlExecutor, rpcUrl: string, chain: LongChain): Promise<void> {
  const blocks = await db.query<{ number: number; hash: string; tx_count: number; n: number }>(
    `select b.number, b.hash, b.tx_count,
       (select count(*) from transactions t where t.block_number = b.number)::int8 as n
     from blocks b order by b.number`,
  );
  if (blocks.length !== chain.head + 1 || blocks.some((b, i) => b.number !== i))
    throw new Error(`stored blocks are not exactly 0..${chain.head} (${blocks.length} rows)`);
  const hashes: string[] = [];
  for (let from = 0; from <= chain.head; from += 500) {
    const to = Math.min(chain.head, from + 499);
    const calls = [];
    for (let n = from; n <= to; n++)
      calls.push({
        jsonrpc: '2.0',
        id: n,
        method: 'eth_getBlockByNumber',
        params: [`0x${n.toString(16)}`, false],
      });
    const response = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(calls),
    });
    const results = (await response.json()) as { id: number; result: { hash: string } }[];
    results.sort((a, b) => a.id - b.id);
    hashes.push(...results.map((r) => r.result.hash));
  }
  for (const block of blocks) {
    if (block.hash !== hashes[block.number]) throw new Error(`block ${block.number} has a stale hash`);
    if (block.tx_count !== block.n)
      throw new Error(`block ${block.number}: ${block.n} transaction rows for ${block.tx_count}`);
  }
  const [received] = await db.query<{ n: number }>(
    'select count(*)::int8 as n from transactions where to_address = $1',
    [chain.recipient.toLowerCase()],
  );
  const expected = chain.perBlock * chain.blocksWithTransactions;
  if (received?.n !== expected) throw new Error(`${received?.n} transfers stored, ${expected} on chain`);
  // The node agrees with the count too (guards against a chain that was built wrong).
  const nodeHead = Number(await rpcCall<string>(rpcUrl, 'eth_blockNumber'));
  if (nodeHead !== chain.head) throw new Error(`the node moved to ${nodeHead}`);
}
