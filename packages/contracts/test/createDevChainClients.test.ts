import { startAnvil } from '@fantom-wallet/devnet';
import { parseEther } from 'viem';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDevChainClients } from '../src/deploy/createDevChainClients.ts';
import { waitForReceipt } from '../src/deploy/waitForReceipt.ts';

let anvil: Awaited<ReturnType<typeof startAnvil>>;
beforeAll(async () => {
  anvil = await startAnvil({ accounts: 2 });
});
afterAll(async () => {
  await anvil?.stop();
});

it('sends a write without a gas limit with the estimate plus a quarter, and one with a limit as it is', async () => {
  const clients = createDevChainClients(anvil.rpcUrl);
  const [from, to] = await clients.wallet.getAddresses();
  if (!from || !to) throw new Error('anvil has no accounts');
  const open = await clients.wallet.sendTransaction({ account: from, to, value: parseEther('1') });
  expect((await clients.public.getTransaction({ hash: open })).gas).toBe((21_000n * 5n) / 4n);
  expect((await waitForReceipt(clients.public, open)).status).toBe('success');
  const fixed = await clients.wallet.sendTransaction({ account: from, to, value: 1n, gas: 30_000n });
  expect((await clients.public.getTransaction({ hash: fixed })).gas).toBe(30_000n);
});
