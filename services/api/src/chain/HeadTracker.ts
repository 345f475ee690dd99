import { hexToNumber } from 'viem';
import type { RpcClient } from './RpcClient.ts';

/**
 * Knows the newest block number without asking the node on every request: it polls `eth_blockNumber` and
 * is told about newer blocks by the indexer and by receipts. Values that only change with a new block
 * (balances, nonces) are cached under {@link HeadTracker.key}.
 */
export class HeadTracker {
  private head = -1;
  private generation = 0;
  private timer: NodeJS.Timeout | undefined;
  private answeredAt = 0;
  private failedAt = 0;

  constructor(
    private readonly rpc: RpcClient,
    private readonly pollMs = 100,
    /** Cached values are served only while the node answered a poll this recently (a stopped node). */
    private readonly staleAfterMs = 2_000,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    if (this.timer !== undefined) return;
    const poll = (): void => {
      this.rpc
        .request<`0x${string}`>('eth_blockNumber')
        .then((hex) => {
          this.answeredAt = this.now();
          this.set(hexToNumber(hex));
        })
        .catch(() => {
          this.failedAt = this.now();
          this.invalidate();
        })
        .finally(() => {
          if (this.timer !== undefined) this.timer = setTimeout(poll, this.pollMs).unref();
        });
    };
    this.timer = setTimeout(poll, 0).unref();
  }

  stop(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }

  /** A hint that `block` exists (a receipt, the indexer); only ever moves the head forward. */
  observe(block: number): void {
    if (block > this.head) this.set(block);
  }

  /** The node's own answer, which may also move back (a devnet snapshot revert). */
  private set(block: number): void {
    if (block !== this.head) {
      this.head = block;
      this.generation++;
    }
  }

  /** Drops every cached value, e.g. after a transaction was submitted through us. */
  invalidate(): void {
    this.generation++;
  }

  /**
   * False once the node has stopped answering: its last poll failed, or it has been silent (hung) for longer
   * than the staleness limit. True before the first poll has finished.
   */
  isResponsive(): boolean {
    if (this.answeredAt === 0 && this.failedAt === 0) return true;
    return this.failedAt <= this.answeredAt && this.now() - this.answeredAt <= this.staleAfterMs;
  }

  /**
   * Cache key of "now": changes whenever the head or the cache generation changes. Undefined = do not cache:
   * before the first head, once stopped, or while the node has not answered lately (paused or gone), so reads
   * then ask the node and answer its error instead of a value it may no longer stand behind.
   */
  key(): number | undefined {
    if (this.head < 0 || this.timer === undefined) return undefined;
    return this.now() - this.answeredAt > this.staleAfterMs ? undefined : this.generation;
  }
}
