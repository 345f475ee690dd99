import type { Hash } from 'viem';
import { hexToNumber } from 'viem';
import type { RpcClient } from '../chain/RpcClient.ts';
import type { Db } from '../db/Db.ts';
import type { FetchedBlock } from './FetchedBlock.ts';
import type { IndexerPart } from './IndexerPart.ts';
import type { RpcBlock, RpcReceipt } from './RpcBlock.ts';

export interface IndexerOptions {
  db: Db;
  rpc: RpcClient;
  /** Every area's part, in order: each writes its rows of a batch inside the batch's transaction. */
  parts: readonly IndexerPart[];
  /** Blocks fetched and written per transaction while catching up. */
  batchSize?: number;
  /** Wait between polls once at the head. */
  pollMs?: number;
  /** Longest wait between attempts while the node or the database keeps failing (doubling from pollMs). */
  maxBackoffMs?: number;
  onIndexed?: (head: number) => void;
  log?: (message: string) => void;
}

interface Tip {
  number: number;
  hash: Hash;
}

/**
 * Follows the chain from block 0 into the database. Each batch of blocks is written in one transaction,
 * so readers never see half a block. Before each batch it checks that the stored tip is still on the
 * node's chain; when it is not (a reorg, or a devnet snapshot revert) it deletes blocks back to the last
 * common ancestor and re-indexes from there.
 */
export class Indexer {
  private readonly options: Required<Omit<IndexerOptions, 'onIndexed' | 'log'>> &
    Pick<IndexerOptions, 'onIndexed' | 'log'>;
  private running = false;
  private prefetched: { from: number; to: number; blocks: Promise<FetchedBlock[]> } | undefined;
  private transactionsSinceAnalyze = 0;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private failures = 0;

  constructor(options: IndexerOptions) {
    this.options = { batchSize: 100, pollMs: 200, maxBackoffMs: 2_000, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
  }

  /** One step: rewinds if needed, then indexes up to one batch. Returns the number of blocks written. */
  async step(): Promise<number> {
    const { db, rpc, batchSize } = this.options;
    const tip = await this.tip();
    const head = hexToNumber(await rpc.request<`0x${string}`>('eth_blockNumber'));
    if (tip !== undefined) {
      const onChain = tip.number <= head ? await this.hashAt(tip.number) : undefined;
      if (onChain !== tip.hash) {
        await this.rewind(Math.min(tip.number - 1, head));
        return 0;
      }
    }
    const from = tip === undefined ? 0 : tip.number + 1;
    const to = Math.min(head, from + batchSize - 1);
    if (from > to) return 0;
    const blocks = await this.takeBlocks(from, to);
    // Read the next batch from the node while this one is written.
    if (to < head) {
      const nextTo = Math.min(head, to + batchSize);
      const next = this.fetchBlocks(to + 1, nextTo);
      next.catch(() => undefined);
      this.prefetched = { from: to + 1, to: nextTo, blocks: next };
    }
    // The node may have reorganised between our tip check and this fetch; verify the links before writing.
    let parent = tip?.hash;
    for (const fetched of blocks) {
      if (parent !== undefined && fetched.block.parentHash !== parent) return 0;
      parent = fetched.block.hash;
    }
    const wrote = await db.transaction(async (tx) => {
      // Someone else (a replica that took over while we lost the lock) may have written meanwhile: write only
      // on top of the tip this batch was fetched for, so no block is stored twice or skipped.
      const [current] = await tx.query<Tip>('select number, hash from blocks order by number desc limit 1');
      if (current?.number !== tip?.number || current?.hash !== tip?.hash) return false;
      for (const part of this.options.parts) await part.writeBlocks(tx, blocks);
      return true;
    });
    if (!wrote) {
      this.prefetched = undefined;
      return 0;
    }
    // Fresh planner statistics keep the history queries on their indexes as tables grow from empty.
    this.transactionsSinceAnalyze += blocks.reduce((n, b) => n + b.block.transactions.length, 0);
    if (this.transactionsSinceAnalyze >= 2000 || (to === head && this.transactionsSinceAnalyze >= 200)) {
      this.transactionsSinceAnalyze = 0;
      // PGlite has no autovacuum; vacuuming also lets the history reads use index-only scans.
      await db.query(db.kind === 'pglite' ? 'vacuum analyze' : 'analyze');
    }
    this.options.onIndexed?.(to);
    return blocks.length;
  }

  private async run(): Promise<void> {
    const { pollMs, maxBackoffMs, log } = this.options;
    while (this.running) {
      let written = 0;
      try {
        written = await this.step();
        if (this.failures > 0) log?.(`indexer: recovered after ${this.failures} failed attempts`);
        this.failures = 0;
      } catch (error) {
        this.failures++;
        // The node or the database is away: say so once (and now and then), retry with backoff.
        if (this.failures === 1 || this.failures % 20 === 0)
          log?.(
            `indexer: ${error instanceof Error ? error.message : String(error)} (attempt ${this.failures})`,
          );
      }
      if (written === 0 && this.running) {
        const delay =
          this.failures === 0 ? pollMs : Math.min(maxBackoffMs, pollMs * 2 ** Math.min(this.failures, 16));
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, delay);
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
  }

  private async takeBlocks(from: number, to: number): Promise<FetchedBlock[]> {
    const prefetched = this.prefetched;
    this.prefetched = undefined;
    if (prefetched !== undefined && prefetched.from === from && prefetched.to === to)
      return prefetched.blocks;
    return this.fetchBlocks(from, to);
  }

  /** Number and hash of the newest stored block (any replica's indexer may have written it). */
  async tip(): Promise<Tip | undefined> {
    const rows = await this.options.db.query<Tip>(
      'select number, hash from blocks order by number desc limit 1',
    );
    return rows[0];
  }

  private async hashAt(number: number): Promise<Hash | undefined> {
    const block = await this.options.rpc.request<RpcBlock | null>('eth_getBlockByNumber', [
      `0x${number.toString(16)}`,
      false,
    ]);
    return block?.hash;
  }

  /** Deletes stored blocks above the newest one (at most `from`) whose hash the node still has. */
  private async rewind(from: number): Promise<void> {
    const { db, rpc } = this.options;
    let ancestor = -1;
    for (let high = from; high >= 0 && ancestor < 0; high -= 32) {
      const low = Math.max(0, high - 31);
      const stored = await db.query<Tip>(
        'select number, hash from blocks where number between $1 and $2 order by number desc',
        [low, high],
      );
      const calls = stored.map((row) => ({
        method: 'eth_getBlockByNumber',
        params: [`0x${row.number.toString(16)}`, false],
      }));
      const results = await rpc.batch(calls);
      for (const [i, row] of stored.entries()) {
        const block = results[i] as RpcBlock | null | Error;
        if (block !== null && !(block instanceof Error) && block.hash === row.hash) {
          ancestor = row.number;
          break;
        }
      }
    }
    await db.query('delete from blocks where number > $1', [ancestor]);
    this.options.onIndexed?.(ancestor);
    this.options.log?.(`indexer: rewound to block ${ancestor}`);
  }

  private async fetchBlocks(from: number, to: number): Promise<FetchedBlock[]> {
    const calls: { method: string; params: unknown[] }[] = [];
    for (let n = from; n <= to; n++) {
      const tag = `0x${n.toString(16)}`;
      calls.push(
        { method: 'eth_getBlockByNumber', params: [tag, true] },
        { method: 'eth_getBlockReceipts', params: [tag] },
      );
    }
    const results = await this.options.rpc.batch(calls);
    const blocks: FetchedBlock[] = [];
    for (let i = 0; i < results.length; i += 2) {
      const block = results[i];
      const receipts = results[i + 1];
      if (block instanceof Error) throw block;
      if (receipts instanceof Error) throw receipts;
      if (block === null || block === undefined) break; // the head moved back meanwhile
      const rpcBlock = block as RpcBlock;
      blocks.push({
        number: hexToNumber(rpcBlock.number),
        timestamp: hexToNumber(rpcBlock.timestamp),
        block: rpcBlock,
        receipts: (receipts as RpcReceipt[] | null) ?? [],
      });
    }
    return blocks;
  }
}
