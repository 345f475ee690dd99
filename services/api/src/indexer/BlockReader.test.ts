import { describe, expect, it } from 'vitest';
import type { RpcClient } from '../chain/RpcClient.ts';
import { BlockReader } from './BlockReader.ts';

type Call = { method: string; params: unknown[] };

/**
 * A node holding blocks 0..head (each the parent of the next), answering each batch when the test lets it:
 * `requests` lists the block ranges asked for, `answer()` resolves the oldest unanswered one.
 */
function fakeNode(head: { value: number }, fail?: (from: number) => Error | undefined) {
  const waiting: {
    from: number;
    to: number;
    resolve: (results: unknown[]) => void;
    reject: (e: Error) => void;
  }[] = [];
  const requests: [number, number][] = [];
  const rpc: Pick<RpcClient, 'batch'> = {
    batch: (calls: readonly Call[]) =>
      new Promise((resolve, reject) => {
        const numbers = calls.filter((_, i) => i % 2 === 0).map((call) => Number(call.params[0]));
        const range = { from: numbers[0] ?? -1, to: numbers.at(-1) ?? -1 };
        requests.push([range.from, range.to]);
        waiting.push({
          ...range,
          resolve: (results) => resolve(results),
          reject,
        });
      }),
  };
  const block = (n: number) => ({
    number: `0x${n.toString(16)}`,
    hash: `0xb${n}`,
    parentHash: `0xb${n - 1}`,
    timestamp: '0x1',
    gasLimit: '0x1',
    gasUsed: '0x0',
    transactions: [],
  });
  const answer = async () => {
    const next = waiting.shift();
    if (next === undefined) throw new Error('nothing was requested');
    const error = fail?.(next.from);
    if (error !== undefined) next.reject(error);
    else {
      const results: unknown[] = [];
      for (let n = next.from; n <= next.to; n++) results.push(n <= head.value ? block(n) : null, []);
      next.resolve(results);
    }
    // Let the reader see the answer (and request more) before the test goes on.
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { rpc, requests, answer, waiting };
}

const numbers = (blocks: { number: number }[]) => blocks.map((b) => b.number);

describe('BlockReader', () => {
  it('reads ahead in batches and hands over every batch already read, in order', async () => {
    const node = fakeNode({ value: 99 });
    const reader = new BlockReader(node.rpc, { chunkSize: 10, inFlight: 2, maxAhead: 40 });
    const first = reader.take(0, 99, 100);
    expect(node.requests).toEqual([
      [0, 9],
      [10, 19],
    ]);
    await node.answer();
    expect(numbers(await first)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // While the indexer writes, the next batches arrive and more are asked for, up to 40 blocks ahead.
    await node.answer();
    await node.answer();
    expect(node.requests).toEqual([
      [0, 9],
      [10, 19],
      [20, 29],
      [30, 39],
      [40, 49],
    ]);
    expect(numbers(await reader.take(10, 99, 100))).toEqual(Array.from({ length: 20 }, (_, i) => 10 + i));
  });

  it('never hands over more than asked for, nor anything above the head', async () => {
    const node = fakeNode({ value: 99 });
    const reader = new BlockReader(node.rpc, { chunkSize: 10, inFlight: 3, maxAhead: 100 });
    const taken = reader.take(0, 24, 15);
    await node.answer();
    await node.answer();
    await node.answer();
    expect(node.requests).toEqual([
      [0, 9],
      [10, 19],
      [20, 24],
    ]);
    // 0-9 with 10-19 would be 20 blocks: only the first batch.
    expect(numbers(await taken)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    // 10-19 with 20-24 is exactly 15; nothing above 24 was asked for.
    expect(numbers(await reader.take(10, 24, 15))).toEqual(Array.from({ length: 15 }, (_, i) => 10 + i));
    expect(node.requests).toHaveLength(3);
  });

  it('hands over what the node still has when its head moved back, and starts over', async () => {
    const head = { value: 99 };
    const node = fakeNode(head);
    const reader = new BlockReader(node.rpc, { chunkSize: 10, inFlight: 2, maxAhead: 40 });
    const taken = reader.take(0, 99, 100);
    head.value = 4;
    await node.answer();
    expect(numbers(await taken)).toEqual([0, 1, 2, 3, 4]);
    // What was read ahead for the old head is not used: the next take asks the node again.
    const again = reader.take(5, 20, 100);
    expect(node.requests.slice(-2)).toEqual([
      [5, 14],
      [15, 20],
    ]);
    while (node.waiting.length > 0) await node.answer();
    expect(numbers(await again)).toEqual([]);
  });

  it('passes a failed batch to the indexer, which resets and reads it again', async () => {
    let failures = 1;
    const node = fakeNode({ value: 99 }, () =>
      failures-- > 0 ? new Error('the chain node is not reachable') : undefined,
    );
    const reader = new BlockReader(node.rpc, { chunkSize: 10, inFlight: 1, maxAhead: 10 });
    const failed = expect(reader.take(0, 99, 100)).rejects.toThrow('the chain node is not reachable');
    await node.answer();
    await failed;
    reader.reset();
    const retried = reader.take(0, 99, 100);
    expect(node.requests).toEqual([
      [0, 9],
      [0, 9],
    ]);
    await node.answer();
    expect(numbers(await retried)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('drops what it read ahead when asked for another position', async () => {
    const node = fakeNode({ value: 99 });
    const reader = new BlockReader(node.rpc, { chunkSize: 10, inFlight: 2, maxAhead: 40 });
    const first = reader.take(0, 99, 10);
    await node.answer();
    await first;
    // The indexer rewound to block 3: [10, 19] no longer follows, so reading starts again at 3.
    const rewound = reader.take(3, 99, 10);
    expect(node.requests.slice(-2)).toEqual([
      [3, 12],
      [13, 22],
    ]);
    await node.answer(); // the dropped [10, 19]
    await node.answer(); // [20, 29], requested before the rewind, also dropped
    await node.answer(); // [3, 12]
    expect(numbers(await rewound)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });
});
