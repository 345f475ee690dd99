import { type Hash, type TransactionReceipt, TransactionReceiptNotFoundError } from 'viem';
import { describe, expect, it } from 'vitest';
import { waitForReceipt } from '../src/deploy/waitForReceipt.ts';

const hash = `0x${'ab'.repeat(32)}` as Hash;
const receipt = { transactionHash: hash, status: 'success' } as TransactionReceipt;

/** A node that knows the block but not yet the receipt for the first `misses` asks, and mines nothing more. */
function laggingNode(misses: number, otherError?: Error) {
  let asked = 0;
  return {
    get asked() {
      return asked;
    },
    getTransactionReceipt: async () => {
      asked += 1;
      if (otherError) throw otherError;
      if (asked <= misses) throw new TransactionReceiptNotFoundError({ hash });
      return receipt;
    },
  };
}

describe('waitForReceipt', () => {
  it('asks again until the receipt is readable, without waiting for another block', async () => {
    const node = laggingNode(3);
    await expect(waitForReceipt(node, hash, { pollingInterval: 1 })).resolves.toBe(receipt);
    expect(node.asked).toBe(4);
  });

  it('gives up after its timeout, naming the transaction', async () => {
    await expect(
      waitForReceipt(laggingNode(Number.POSITIVE_INFINITY), hash, { pollingInterval: 1, timeoutMs: 20 }),
    ).rejects.toThrow(`no receipt for ${hash}`);
  });

  it('passes on any other error at once', async () => {
    const node = laggingNode(0, new Error('connection refused'));
    await expect(waitForReceipt(node, hash)).rejects.toThrow('connection refused');
    expect(node.asked).toBe(1);
  });
});
