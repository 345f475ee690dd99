import { type Hex, hexToBigInt } from 'viem';
import type { SharedServices } from '../services/ApiServices.ts';
import type { NextBlock } from './NextBlock.ts';

/**
 * Runs `run` as the next block (docs/simulation.md#how-the-api-simulates), which is read once per head and so may
 * be a poll behind the node: a block mined a moment ago, or one whose receipt another replica served. A simulation
 * or estimate on that older head would meet a nonce, a balance or an allowance the chain no longer has (a swap
 * right after its Allow shown failing). So the node's head number goes in the same batch as `run`'s first
 * requests, and when it is not the head `run` ran on, `run` runs once more on a fresh read, whatever the first
 * run answered.
 */
export async function atNextBlock<T>(
  services: Pick<SharedServices, 'rpc' | 'heads' | 'nextBlock'>,
  run: (block: NextBlock) => Promise<T>,
): Promise<T> {
  const block = await services.nextBlock();
  const [outcome, head] = await Promise.allSettled([
    run(block),
    services.rpc.request<Hex>('eth_blockNumber'),
  ]);
  if (head.status === 'fulfilled' && hexToBigInt(head.value) !== block.head) {
    services.heads.invalidate();
    return run(await services.nextBlock());
  }
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
}
