import { numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import { atNextBlock } from './atNextBlock.ts';
import type { HeadTracker } from './HeadTracker.ts';
import type { NextBlock } from './NextBlock.ts';
import type { RpcClient } from './RpcClient.ts';

const nextOf = (head: bigint): NextBlock => ({
  head,
  number: head + 1n,
  timestamp: 1_800_000_000n + head,
  baseFee: 0n,
  feeRecipient: '0x0000000000000000000000000000000000000000',
  gasLimit: 30_000_000n,
  gasPrice: 1n,
});

/**
 * A node whose head is `chainHead` and an API whose cached next block was read at `cachedHead` until
 * `heads.invalidate()` drops it.
 */
function services(chainHead: bigint, cachedHead: bigint) {
  let cached: bigint | undefined = cachedHead;
  const log = { reads: 0, invalidated: 0 };
  return {
    log,
    rpc: {
      request: async (method: string) => {
        expect(method).toBe('eth_blockNumber');
        return numberToHex(chainHead);
      },
    } as unknown as RpcClient,
    heads: {
      invalidate: () => {
        log.invalidated++;
        cached = undefined;
      },
    } as unknown as HeadTracker,
    nextBlock: async () => {
      log.reads++;
      return nextOf(cached ?? chainHead);
    },
  };
}

describe('atNextBlock', () => {
  it('runs once on the cached next block while it is still the head’s', async () => {
    const api = services(100n, 100n);
    const ran: bigint[] = [];
    const answer = await atNextBlock(api, async (block) => {
      ran.push(block.head);
      return 'simulated';
    });
    expect(answer).toBe('simulated');
    expect(ran).toEqual([100n]);
    expect(api.log).toEqual({ reads: 1, invalidated: 0 });
  });

  it('runs again on a fresh read when a block was mined after the cache was filled, whatever the first run said', async () => {
    const api = services(101n, 100n);
    const ran: bigint[] = [];
    const answer = await atNextBlock(api, async (block) => {
      ran.push(block.head);
      // On the older head the account's next nonce is not yet the one the call carries.
      if (block.head === 100n) throw new Error('nonce too high');
      return `at ${block.number}`;
    });
    expect(answer).toBe('at 102');
    expect(ran).toEqual([100n, 101n]);
    expect(api.log).toEqual({ reads: 2, invalidated: 1 });
  });

  it('a head that moved back (a devnet revert) is read afresh too', async () => {
    const api = services(99n, 100n);
    const ran: bigint[] = [];
    await atNextBlock(api, async (block) => ran.push(block.head));
    expect(ran).toEqual([100n, 99n]);
  });

  it("passes the run's error on when the head did not move", async () => {
    const api = services(100n, 100n);
    await expect(
      atNextBlock(api, async () => {
        throw new Error('execution reverted');
      }),
    ).rejects.toThrow('execution reverted');
    expect(api.log.reads).toBe(1);
  });
});
