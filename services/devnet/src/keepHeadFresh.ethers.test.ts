import { createDevChainClients, type DevChainClients } from '@fantom-wallet/contracts';
import { BrowserProvider, type Eip1193Provider } from 'ethers';
import { describe, expect, it } from 'vitest';
import { startAnvil } from './anvil.ts';
import { keepHeadFresh } from './keepHeadFresh.ts';
import { serialQueue } from './serialQueue.ts';

// anvil's first development account, unlocked.
const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/**
 * How long ethers keeps a read's answer for an identical read (its default is 250 ms). The race below needs the
 * dApp's second receipt read to come within it: a second instead of a quarter keeps that true on a busy machine.
 */
const CACHE_MS = 1_000;

/**
 * An EIP-1193 provider over anvil (mining off) that replays the race of a dApp behind a wallet: the send is answered
 * once the dApp's cached head has expired (a user confirming), and the block is mined right after the dApp's first
 * receipt read came back empty, before its next read: the moment anvil's automine can lag a send's answer by.
 */
function racingProvider(clients: DevChainClients): Eip1193Provider {
  // The devnet's own client, as a plain pass-through: any method, its result or its error as the node gave it.
  const call = clients.public.request as unknown as (request: {
    method: string;
    params?: unknown;
  }) => Promise<unknown>;
  let mined = false;
  return {
    async request({ method, params }) {
      if (method === 'eth_sendTransaction')
        await new Promise((resolve) => setTimeout(resolve, CACHE_MS + 100));
      const result = await call({ method, params });
      if (method === 'eth_getTransactionReceipt' && result === null && !mined) {
        mined = true;
        await call({ method: 'evm_mine' });
      }
      return result;
    },
  };
}

/** A dApp on ethers v6 over that provider: sendTransaction, then wait() for the receipt (its status). */
function ethersDapp(clients: DevChainClients) {
  const provider = new BrowserProvider(racingProvider(clients), undefined, {
    pollingInterval: 50,
    cacheTimeout: CACHE_MS,
  });
  return {
    provider,
    async sendAndWait(): Promise<number | null | undefined> {
      const sent = await (await provider.getSigner(FROM)).sendTransaction({ to: FROM, value: 1n });
      return (await sent.wait())?.status;
    },
  };
}

describe('keepHeadFresh and ethers v6 wait() (ethers-io/ethers.js#4224)', () => {
  it('the block that follows a transaction ends the wait of a dApp that read its receipt just before it was mined', async () => {
    const anvil = await startAnvil({});
    try {
      const clients = createDevChainClients(anvil.rpcUrl);
      await clients.test.setAutomine(false);
      // Without a next block the wait never ends: ethers read the receipt (empty), then the head (mined meanwhile),
      // and waits for a block after that one.
      const alone = ethersDapp(clients);
      const outcome = await Promise.race([
        alone.sendAndWait().then(() => 'resolved'),
        new Promise((resolve) => setTimeout(() => resolve('still waiting'), 3_000)),
      ]);
      alone.provider.destroy();
      expect(outcome).toBe('still waiting');
      // though its transaction was mined in block 1, the head.
      expect(await clients.public.getBlockNumber()).toBe(1n);
      expect((await clients.public.getBlock({ blockNumber: 1n })).transactions).toHaveLength(1);
      // On the devnet the keeper mines that block.
      const stop = await keepHeadFresh(clients, { enqueue: serialQueue(), followUpMs: 300, checkMs: 50 });
      const dapp = ethersDapp(clients);
      try {
        expect(await dapp.sendAndWait()).toBe(1);
      } finally {
        dapp.provider.destroy();
        stop();
      }
    } finally {
      await anvil.stop();
    }
  });
});
