import { numberToHex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { RpcClient } from './RpcClient.ts';
import { readNextBlock } from './readNextBlock.ts';

const MINER = '0x00000000000000000000000000000000000000aa';
const HEAD_TIME = 1_800_000_000;
const WALL = (HEAD_TIME + 5) * 1000;

function block(number: number, timestamp: number) {
  return {
    number: numberToHex(number),
    timestamp: numberToHex(timestamp),
    miner: MINER,
    gasLimit: numberToHex(30_000_000),
    baseFeePerGas: numberToHex(7),
  };
}

/** A node whose head is block 100 at HEAD_TIME; `pending` is what it answers for the pending block. */
function node(pending: (() => unknown) | 'fails'): RpcClient {
  return {
    request: async (method: string, params: unknown[] = []) => {
      if (method === 'eth_getBlockByNumber' && params[0] === 'latest') return block(100, HEAD_TIME);
      if (method === 'eth_getBlockByNumber' && params[0] === 'pending') {
        if (pending === 'fails') throw new Error('unsupported block tag');
        return pending();
      }
      if (method === 'eth_feeHistory')
        return { oldestBlock: numberToHex(100), baseFeePerGas: ['0x7', '0x9'] };
      if (method === 'eth_gasPrice') return numberToHex(11);
      throw new Error(`unexpected ${method}`);
    },
  } as unknown as RpcClient;
}

describe('readNextBlock', () => {
  it("is the head's next block, with the node's next base fee, producer and gas price", async () => {
    const next = await readNextBlock(node('fails'), () => WALL);
    expect(next).toEqual({
      head: 100n,
      number: 101n,
      timestamp: BigInt(HEAD_TIME + 5),
      baseFee: 9n,
      feeRecipient: MINER,
      gasLimit: 30_000_000n,
      gasPrice: 11n,
    });
  });

  it("takes its time from the node's pending block: a node moved a day ahead (time travel) is not the wall clock", async () => {
    const dayAhead = HEAD_TIME + 86_400;
    expect(
      (
        await readNextBlock(
          node(() => block(101, dayAhead)),
          () => WALL,
        )
      ).timestamp,
    ).toBe(BigInt(dayAhead));
  });

  it('a node whose clock lags the wall clock (a devnet from a seeded genesis) is believed, never earlier than a second after the head', async () => {
    expect(
      (
        await readNextBlock(
          node(() => block(101, HEAD_TIME + 2)),
          () => WALL,
        )
      ).timestamp,
    ).toBe(BigInt(HEAD_TIME + 2));
    expect(
      (
        await readNextBlock(
          node(() => block(101, HEAD_TIME)),
          () => WALL,
        )
      ).timestamp,
    ).toBe(BigInt(HEAD_TIME + 1));
  });

  it('a node without a pending block of its own (it answers with its head, null or an error) runs on the wall clock', async () => {
    for (const pending of [() => block(100, HEAD_TIME), () => null, 'fails' as const]) {
      expect((await readNextBlock(node(pending), () => WALL)).timestamp).toBe(BigInt(HEAD_TIME + 5));
    }
    // And a wall clock behind the head still gives a second after it.
    expect(
      (
        await readNextBlock(
          node(() => null),
          () => (HEAD_TIME - 10) * 1000,
        )
      ).timestamp,
    ).toBe(BigInt(HEAD_TIME + 1));
  });
});
