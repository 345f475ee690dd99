import type { Hash } from 'viem';
import { hexToNumber } from 'viem';
import type { RpcClient } from '../chain/RpcClient.ts';
import type { Db } from '../db/Db.ts';
import { BlockReader, type BlockReaderOptions } from './BlockReader.ts';
import type { IndexerPart } from './IndexerPart.ts';
import type { RpcBlock } from './RpcBlock.ts';

export interface IndexerOptions {
  db: Db;
  rpc: RpcClient;
  /** Every area's part, in order: each writes its rows of a batch inside the batch's transaction. */
  parts: readonly IndexerPart[];
  /** Most blocks written per transaction while catching up. */
  batchSize?: number;
  /** How far and how fast blocks are read ahead of the writes. */
  reader?: BlockReaderOptions;
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
 * Follows the chain from block 0 into the database. Blocks are read ahead of the writes (`BlockReader`), and
 * each batch (up to `batchSize` blocks) is written in one transaction, so readers never see half a block.
 * Every batch must link to the stored tip and each block to the one before; when it does not, or when the
 * node has nothing newer and no longer holds the stored tip (a reorg, or a devnet snapshot revert), it deletes
 * blocks back to the last common ancestor and re-indexes from there.
 */
export class Indexer {
  private readonly options: Required<Omit<IndexerOptions, 'onIndexed' | 'log' | 'reader'>> &
    Pick<IndexerOptions, 'onIndexed' | 'log'>;
  private readonly reader: BlockReader;
  private running = false;
  /** The node's head as last asked; while the index is below it, there is no need to ask again. */
  private knownHead = -1;
  private transactionsSinceAnalyze = 0;
  private transactionsAtAnalyze = 0;
  private loop: Promise<void> | undefined;
  private wake: (() => void) | undefined;
  private failures = 0;

  constructor(options: IndexerOptions) {
    this.options = { batchSize: 100, pollMs: 200, maxBackoffMs: 2_000, ...options };
    this.reader = new BlockReader(options.rpc, options.reader);
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
    this.reader.reset();
  }

  /** One step: rewinds if needed, then indexes up to one batch. Returns the number of blocks written. */
  async step(): Promise<number> {
    try {
      return await this.advance();
    } catch (error) {
      // What was read ahead may be what failed, or stale by the time we retry.
      this.reader.reset();
      this.knownHead = -1;
      throw error;
    }
  }

  private async advance(): Promise<number> {
    const { db, batchSize } = this.options;
    const tip = await this.tip();
    const from = tip === undefined ? 0 : tip.number + 1;
    if (from > this.knownHead) this.knownHead = await this.nodeHead();
    if (from > this.knownHead) {
      // Nothing new. The node may still have replaced our tip (a reorg at the same height) or dropped it.
      if (tip !== undefined) await this.rewindUnlessOnChain(tip);
      return 0;
    }
    const blocks = await this.reader.take(from, this.knownHead, batchSize);
    // Each block must follow the one before it, the first our tip: otherwise something was read from a branch
    // the node has left (or our tip is on one). Read again from the node's present chain.
    let parent = tip?.hash;
    const linked =
      blocks.length > 0 &&
      blocks.every((fetched) => {
        const follows = parent === undefined || fetched.block.parentHash === parent;
        parent = fetched.block.hash;
        return follows;
      });
    if (!linked) {
      this.reader.reset();
      this.knownHead = await this.nodeHead();
      if (tip !== undefined) await this.rewindUnlessOnChain(tip);
      return 0;
    }
    const wrote = await db.transaction(async (tx) => {
      // Someone else (a replica that took over while we lost the lock) may have written meanwhile: write only
      // on top of the tip this batch was read for, so no block is stored twice or skipped.
      const [current] = await tx.query<Tip>('select number, hash from blocks order by number desc limit 1');
      if (current?.number !== tip?.number || current?.hash !== tip?.hash) return false;
      for (const part of this.options.parts) await part.writeBlocks(tx, blocks);
      return true;
    });
    if (!wrote) {
      this.reader.reset();
      return 0;
    }
    const last = blocks.at(-1)?.number ?? from;
    this.options.onIndexed?.(last);
    await this.analyzeAsTablesGrow(
      blocks.reduce((n, b) => n + b.block.transactions.length, 0),
      last === this.knownHead,
    );
    return blocks.length;
  }

  /**
   * Fresh planner statistics keep the history queries on their indexes as tables grow from empty. While
   * catching up they are refreshed each time the transactions written have doubled (a constant share of the
   * work however long the chain, where a fixed interval costs more and more); at the head after any 200 new
   * transactions.
   */
  private async analyzeAsTablesGrow(transactions: number, atHead: boolean): Promise<void> {
    this.transactionsSinceAnalyze += transactions;
    const due = Math.max(2000, this.transactionsAtAnalyze);
    if (this.transactionsSinceAnalyze < (atHead ? 200 : due)) return;
    this.transactionsAtAnalyze += this.transactionsSinceAnalyze;
    this.transactionsSinceAnalyze = 0;
    const { db } = this.options;
    // PGlite has no autovacuum. Vacuuming lets the history reads use index-only scans; it costs more than the
    // statistics, so while catching up (when few read) it waits for the head.
    await db.query(db.kind === 'pglite' && atHead ? 'vacuum analyze' : 'analyze');
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

  /** Number and hash of the newest stored block (any replica's indexer may have written it). */
  async tip(): Promise<Tip | undefined> {
    const rows = await this.options.db.query<Tip>(
      'select number, hash from blocks order by number desc limit 1',
    );
    return rows[0];
  }

  private async nodeHead(): Promise<number> {
    return hexToNumber(await this.options.rpc.request<`0x${string}`>('eth_blockNumber'));
  }

  /** Rewinds to the last block the node still holds when `tip` is no longer on its chain. */
  private async rewindUnlessOnChain(tip: Tip): Promise<void> {
    const head = this.knownHead;
    const block =
      tip.number <= head
        ? await this.options.rpc.request<RpcBlock | null>('eth_getBlockByNumber', [
            `0x${tip.number.toString(16)}`,
            false,
          ])
        : null;
    if (block?.hash !== tip.hash) {
      this.reader.reset();
      await this.rewind(Math.min(tip.number - 1, head));
    }
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
}
