import { expect, test } from '../fixtures/extension.ts';
import { addressOf, DEV_KEYS } from '../pages/SendPages.ts';
import { PASSWORD } from '../pages/WalletPages.ts';

const CAROL = addressOf(DEV_KEYS.carol);
const ONE_FTM = `0x${(10n ** 18n).toString(16)}`;

async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}

test.describe('browser extension (docs/extension.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a site finds fWallet through EIP-6963, gets an approved account and sends 1 FTM mined on the devnet', async ({
    extension,
    stack,
  }) => {
    const bob = await extension.addAccount(DEV_KEYS.bob);
    const dapp = await extension.dapp();
    const info = await dapp.page.evaluate(() => (window as unknown as { fwInfo: unknown }).fwInfo);
    expect(info).toMatchObject({
      name: 'fWallet',
      rdns: 'app.fwallet',
      icon: expect.stringMatching(/^data:image\//),
    });
    expect(await dapp.request('eth_chainId')).toEqual({ result: '0xfa3' });
    expect(await dapp.request('eth_accounts')).toEqual({ result: [] });

    const select = extension.nextWindow('eip-select-accounts/');
    const accounts = dapp.request('eth_requestAccounts');
    const window = await select;
    await window.getByRole('switch', { name: /Wallet 1|0x/ }).check();
    const closed = window.waitForEvent('close');
    await window.getByRole('button', { name: 'Confirm' }).click();
    await closed;
    expect(await accounts).toEqual({ result: [bob] });

    const before = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getBalance', [CAROL, 'latest']));
    const confirm = extension.nextWindow('eip-send-transaction/');
    const sent = dapp.request('eth_sendTransaction', [{ from: bob, to: CAROL, value: ONE_FTM }]);
    const approval = await confirm;
    await expect(approval.getByRole('row', { name: /From/ })).toContainText(bob);
    await expect(approval.getByRole('row', { name: /Amount/ })).toContainText('1');
    await approval.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
    const done = approval.waitForEvent('close', { timeout: 60_000 });
    await approval.getByRole('button', { name: 'Confirm' }).click();
    await done;
    const { result: hash } = await sent;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    await expect
      .poll(
        async () =>
          rpc<{ status: string; from: string } | null>(stack.urls.rpc, 'eth_getTransactionReceipt', [hash]),
        {
          timeout: 30_000,
        },
      )
      .toMatchObject({ status: '0x1', from: bob.toLowerCase() });
    const after = BigInt(await rpc<string>(stack.urls.rpc, 'eth_getBalance', [CAROL, 'latest']));
    expect(after - before).toBe(10n ** 18n);
  });
});
