import { createDevChainClients } from '@fantom-wallet/contracts';
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';
import { keepHeadFresh } from './keepHeadFresh.ts';
import { serialQueue } from './serialQueue.ts';

const nowSeconds = () => Math.floor(Date.now() / 1000);

async function withChain(
  genesis: number,
  run: (clients: ReturnType<typeof createDevChainClients>) => Promise<void>,
): Promise<void> {
  const anvil = await startAnvil({ timestamp: genesis });
  try {
    await run(createDevChainClients(anvil.rpcUrl));
  } finally {
    await anvil.stop();
  }
}

describe('keepHeadFresh', () => {
  it('mines at once when the head is older than the limit (a chain loaded from an old save)', async () => {
    await withChain(nowSeconds() - 3_600, async (clients) => {
      expect(await clients.public.getBlockNumber()).toBe(0n);
      const stop = await keepHeadFresh(clients, { enqueue: serialQueue(), maxIdleMs: 60_000 });
      stop();
      const head = await clients.public.getBlock();
      expect(head.number).toBe(1n);
      expect(Number(head.timestamp)).toBeGreaterThanOrEqual(nowSeconds() - 5);
    });
  });

  it('leaves a recent head, and a head ahead of the clock (time travel), alone at start', async () => {
    for (const genesis of [nowSeconds() - 10, nowSeconds() + 86_400])
      await withChain(genesis, async (clients) => {
        const stop = await keepHeadFresh(clients, { enqueue: serialQueue(), maxIdleMs: 60_000 });
        stop();
        expect(await clients.public.getBlockNumber()).toBe(0n);
      });
  });

  it('mines an empty block once no block has come for the limit, and not while blocks keep coming', async () => {
    await withChain(nowSeconds(), async (clients) => {
      const stop = await keepHeadFresh(clients, { enqueue: serialQueue(), maxIdleMs: 1_500, checkMs: 100 });
      try {
        // Someone mines every 500 ms: the keeper has nothing to do.
        for (let i = 0; i < 6; i++) {
          await clients.test.mine({ blocks: 1 });
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(await clients.public.getBlockNumber()).toBe(6n);
        // Then the chain rests: one block after the limit, another after the next.
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        expect(await clients.public.getBlockNumber()).toBe(6n);
        await expect.poll(() => clients.public.getBlockNumber(), { timeout: 3_000 }).toBe(7n);
        await expect.poll(() => clients.public.getBlockNumber(), { timeout: 3_000 }).toBe(8n);
      } finally {
        stop();
      }
    });
  });

  it('follows a block with transactions with one empty block when nothing else comes, and only one', async () => {
    await withChain(nowSeconds(), async (clients) => {
      const log: string[] = [];
      const stop = await keepHeadFresh(clients, {
        enqueue: serialQueue(),
        followUpMs: 300,
        checkMs: 50,
        log: (line) => log.push(line),
      });
      try {
        // Empty blocks mined by someone else are not followed up.
        await clients.test.mine({ blocks: 1 });
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(await clients.public.getBlockNumber()).toBe(1n);
        // anvil's first development account, unlocked.
        const from = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
        const hash = await clients.wallet.sendTransaction({ account: from, to: from, value: 1n });
        const { blockNumber } = await clients.public.waitForTransactionReceipt({ hash });
        expect(blockNumber).toBe(2n);
        await expect.poll(() => clients.public.getBlockNumber(), { timeout: 3_000 }).toBe(3n);
        expect((await clients.public.getBlock({ blockNumber: 3n })).transactions).toEqual([]);
        await new Promise((resolve) => setTimeout(resolve, 600));
        expect(await clients.public.getBlockNumber()).toBe(3n);
        // Quietly: one line per transaction would flood the devnet's log.
        expect(log).toEqual([]);
      } finally {
        stop();
      }
    });
  });
});
