import { hexToNumber } from 'viem';
import type { RpcClient } from '../chain/RpcClient.ts';
import type { FetchedBlock } from './FetchedBlock.ts';
import type { RpcBlock, RpcReceipt } from './RpcBlock.ts';

interface Chunk {
  from: number;
  to: number;
  blocks: Promise<FetchedBlock[]>;
  /** Set once read, so `take` can add the chunks that are already here without waiting for more. */
  read?: FetchedBlock[];
}

export interface BlockReaderOptions {
  /** Blocks per JSON-RPC batch (each block is two calls: the block with its transactions, and its receipts). */
  chunkSize?: number;
  /** Batches requested from the node at the same time. */
  inFlight?: number;
  /** Blocks read (or being read) ahead of the indexer at most. */
  maxAhead?: number;
}

/**
 * Reads blocks with their receipts ahead of the indexer: the next batches are requested as soon as one is
 * taken, so the node keeps working while the indexer writes. What was read ahead is only a guess about the
 * node's chain: the indexer checks that each block links to the previous one before writing, and drops
 * everything read ahead (`reset`) when its position moves otherwise (a rewind, another writer, an error).
 */
export class BlockReader {
  private readonly chunkSize: number;
  private readonly inFlight: number;
  private readonly maxAhead: number;
  private chunks: Chunk[] = [];
  /** Read up to this block at most (the node's head as last known). */
  private head = -1;
  /** Bumped by `reset`, so chunks still on their way from before it do not request more. */
  private generation = 0;

  constructor(
    private readonly rpc: Pick<RpcClient, 'batch'>,
    options: BlockReaderOptions = {},
  ) {
    this.chunkSize = options.chunkSize ?? 25;
    this.inFlight = options.inFlight ?? 2;
    this.maxAhead = options.maxAhead ?? 300;
  }

  /**
   * Up to `max` consecutive blocks from `from` (none above `head`): waits for the first batch, then adds the
   * batches already read. Fewer than asked, or none, when the node no longer has them (its head moved back).
   */
  async take(from: number, head: number, max: number): Promise<FetchedBlock[]> {
    if (this.chunks[0]?.from !== from) this.reset();
    this.head = head;
    this.fill(from);
    const first = this.chunks.shift();
    if (first === undefined) return [];
    const blocks = [...(await first.blocks)];
    if (blocks.length < first.to - first.from + 1) {
      this.reset();
      return blocks;
    }
    for (let next = this.chunks[0]; next?.read !== undefined; next = this.chunks[0]) {
      if (blocks.length + (next.to - next.from + 1) > max) break;
      if (next.read.length < next.to - next.from + 1) break; // a short batch: let the next take see it alone
      blocks.push(...next.read);
      this.chunks.shift();
    }
    this.fill((blocks.at(-1)?.number ?? from - 1) + 1);
    return blocks;
  }

  /** Forgets everything read ahead; batches still on their way are ignored when they arrive. */
  reset(): void {
    this.chunks = [];
    this.generation++;
  }

  /** Requests batches after the last one held, while fewer than `inFlight` are pending and within `maxAhead`. */
  private fill(from: number): void {
    const generation = this.generation;
    let next = this.chunks.at(-1) === undefined ? from : (this.chunks.at(-1)?.to ?? from - 1) + 1;
    let pending = this.chunks.filter((chunk) => chunk.read === undefined).length;
    while (pending < this.inFlight && next <= this.head && next - from < this.maxAhead) {
      const chunk: Chunk = {
        from: next,
        to: Math.min(this.head, next + this.chunkSize - 1),
        blocks: Promise.resolve([]),
      };
      chunk.blocks = this.read(chunk.from, chunk.to);
      chunk.blocks.then(
        (read) => {
          chunk.read = read;
          // One batch is in: request the next, unless the indexer has moved elsewhere meanwhile.
          if (generation === this.generation && this.chunks[0] !== undefined) this.fill(this.chunks[0].from);
        },
        () => undefined, // the indexer sees the failure when it takes this batch
      );
      this.chunks.push(chunk);
      pending++;
      next = chunk.to + 1;
    }
  }

  private async read(from: number, to: number): Promise<FetchedBlock[]> {
    const calls: { method: string; params: unknown[] }[] = [];
    for (let n = from; n <= to; n++) {
      const tag = `0x${n.toString(16)}`;
      calls.push(
        { method: 'eth_getBlockByNumber', params: [tag, true] },
        { method: 'eth_getBlockReceipts', params: [tag] },
      );
    }
    const results = await this.rpc.batch(calls);
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
