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

  constructor(
    private readonly rpc: RpcClient,
    private readonly pollMs = 100,
  ) {}

  start(): void {
    if (this.timer !== undefined) return;
    const poll = (): void => {
      this.rpc
        .request<`0x${string}`>('eth_blockNumber')
        .then((hex) => this.set(hexToNumber(hex)))
        .catch(() => this.invalidate())
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

  /** Cache key of "now": changes whenever the head or the cache generation changes. Undefined = do not cache. */
  key(): number | undefined {
    return this.head < 0 || this.timer === undefined ? undefined : this.generation;
  }
}
