import { addresses, createDevChainClients, sendTx, wrappedFtmArtifact } from '@fantom-wallet/contracts';
import { erc20Abi, getAddress, isAddressEqual, maxUint256, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { waitForIndexer } from '../../scripts/stack/waitForIndexer.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { connectLedgerWallet, ledgerAddress, test as ledgerTest } from '../fixtures/ledger.ts';
import { expect, test } from '../fixtures/test.ts';
import { FmintPages } from '../pages/FmintPages.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { PASSWORD, setScheme } from '../pages/WalletPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
// What fMint's Allow step leaves behind once 50 WFTM are locked: it allows 105 % of the amount
// (docs/fmint.md#lock-and-unlock) and the lock spends 100 %.
const FMINT_LEFT = parseEther('2.5');

type Clients = ReturnType<typeof createDevChainClients>;

/** `owner` approves `spender` on `token` from outside the wallet, as a dApp would have it do. */
async function approveOutside(
  clients: Clients,
  owner: `0x${string}`,
  approvals: readonly [token: `0x${string}`, spender: `0x${string}`, amount: bigint][],
) {
  await clients.test.setBalance({ address: owner, value: parseEther('100') });
  await clients.test.impersonateAccount({ address: owner });
  for (const [token, spender, amount] of approvals) {
    const hash = await clients.wallet.writeContract({
      account: owner,
      chain: clients.public.chain,
      address: token,
      abi: erc20Abi,
      functionName: 'approve',
      args: [spender, amount],
    });
    expect((await clients.public.waitForTransactionReceipt({ hash })).status).toBe('success');
  }
  await clients.test.stopImpersonatingAccount({ address: owner });
}

const allowanceOf = (clients: Clients, owner: `0x${string}`, token: `0x${string}`, spender: `0x${string}`) =>
  clients.public.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [owner, spender],
  });

// The Approvals tab and revoking (docs/approvals.md#in-the-wallet). A fresh account of its own, so no other test's
// approvals show in its list.
test.describe('approvals (docs/approvals.md)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('an allowance to fMint and an unlimited one to an address show, riskiest first; both revoked in one flow', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const key = generatePrivateKey();
    const me = addressOf(key);
    const clients = createDevChainClients(stack.urls.rpc);
    // A dApp's unlimited approval, made outside the wallet; and 60 WFTM to lock.
    await approveOutside(clients, me, [[addresses.tokenUsdc, BOB, maxUint256]]);
    await clients.test.impersonateAccount({ address: me });
    await sendTx(clients, {
      from: me,
      address: addresses.wftm,
      abi: wrappedFtmArtifact.abi,
      functionName: 'deposit',
      args: [],
      value: parseEther('60'),
    });
    await clients.test.stopImpersonatingAccount({ address: me });
    const allowance = (token: `0x${string}`, spender: `0x${string}`) =>
      allowanceOf(clients, me, token, spender);
    expect(await allowance(addresses.tokenUsdc, BOB)).toBe(maxUint256);

    // fMint's lock in the wallet: its Allow step leaves an allowance behind.
    await new SendPages(page).store(key);
    const fmint = new FmintPages(page);
    await page.goto(`/fmint/${me}/lock`);
    await fmint.allowAndLock('50');
    expect(await allowance(addresses.wftm, addresses.fMint)).toBe(FMINT_LEFT);
    await Promise.all(stack.apis.map((api) => waitForIndexer(stack.urls.rpc, () => api.indexedHead())));

    await page.goto(`/account/${me}`);
    await page.getByRole('tab', { name: /^Approvals/ }).click();
    await expect(page).toHaveURL(/\?tab=approvals$/);
    const table = page.getByRole('table', { name: 'Approvals' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole('tab', { name: 'Approvals (2)' })).toBeVisible();
    // Unlimited to an address without code first; the network's fMint last.
    await expect(rows.nth(0)).toHaveAttribute('data-spender', BOB);
    await expect(rows.nth(0)).toHaveAttribute('data-risk', 'HIGH');
    await expect(rows.nth(0).locator('[data-col="amount"]')).toHaveText('Unlimited tUSDC');
    await expect(rows.nth(0).getByText('Not a contract')).toBeVisible();
    await expect(rows.nth(1)).toHaveAttribute('data-spender', addresses.fMint);
    await expect(rows.nth(1)).toHaveAttribute('data-risk', 'LOW');
    await expect(rows.nth(1).getByText('fMint', { exact: true })).toBeVisible();
    await expect(rows.nth(1).locator('[data-col="amount"]')).toHaveText('2.50 WFTM');

    for (const dark of [true, false]) {
      await setScheme(page, dark);
      await expect(rows).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`approvals-${dark ? 'dark' : 'light'}`);
    }
    // A phone gets cards instead of the wide table, riskiest first too.
    await page.setViewportSize({ width: 390, height: 844 });
    const cards = page.getByRole('list', { name: 'Approvals' }).getByRole('listitem');
    await expect(cards).toHaveCount(2);
    await expect(cards.nth(0)).toHaveAttribute('data-risk', 'HIGH');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('approvals-phone');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('checkbox', { name: 'Select all approvals' }).check();
    await page.getByRole('button', { name: 'Revoke 2 selected' }).click();
    await expect(page.getByRole('heading', { name: 'Revoke approval (1/2)' })).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Revoke approval (1/2)' });
    await expect(page.getByTestId('revoke-confirm-text')).toHaveText(
      `You're revoking what ${BOB} may spend of your tUSDC`,
    );
    await expect(confirmation.getByText('Unlimited → 0', { exact: true })).toBeVisible();
    // The simulation reads the allowance from the chain and shows it going to 0 (docs/simulation.md#approvals).
    const simulation = page.getByRole('region', { name: 'What this transaction does' });
    await expect(simulation).toContainText('approve');
    await expect(simulation).toContainText(`${BOB} may spend tUSDC: Unlimited → 0`);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('approvals-revoke-light');
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await page.getByLabel('Please enter your wallet password to revoke the approval').fill(PASSWORD);
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Approval revoked' })).toBeVisible({ timeout: 60_000 });
    // On to the second by itself; the password is carried.
    await expect(page.getByRole('heading', { name: 'Revoke approval (2/2)' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('2.50 → 0', { exact: true })).toBeVisible();
    await expect(simulation).toContainText(/fMint may spend WFTM: 2\.50* → 0/);
    await expect(page.getByText(/password is remembered/)).toBeVisible();
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();

    // The run ends on the tab, its list read again.
    await expect(page).toHaveURL(new RegExp(`/account/${me}\\?tab=approvals$`), { timeout: 60_000 });
    await expect(page.getByText('No approvals')).toBeVisible({ timeout: 30_000 });
    expect(await allowance(addresses.tokenUsdc, BOB)).toBe(0n);
    expect(await allowance(addresses.wftm, addresses.fMint)).toBe(0n);
  });
});

// A Ledger account revokes on the software device (docs/ledger.md#test-device); refusing one of two on the device
// loses nothing: Skip goes on to the other, and the refused one stays listed.
ledgerTest(
  'on a Ledger: the first revoke refused on the device, skipped; the second signed; the first stays',
  async ({ page, ledger, stack }) => {
    ledgerTest.setTimeout(300_000);
    // An address of the device's no other test uses, so its list holds only these.
    const address = ledgerAddress(3);
    const clients = createDevChainClients(stack.urls.rpc);
    await approveOutside(clients, address, [
      [addresses.tokenUsdc, BOB, maxUint256],
      [addresses.tokenDai, BOB, maxUint256],
    ]);
    await Promise.all(stack.apis.map((api) => waitForIndexer(stack.urls.rpc, () => api.indexedHead())));
    expect(await connectLedgerWallet(page, 3)).toBe(address);
    await page.goto(`/account/${address}?tab=approvals`);
    const rows = page.getByRole('table', { name: 'Approvals' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const first = (await rows.nth(0).getAttribute('data-token')) as `0x${string}`;
    const second = isAddressEqual(first, addresses.tokenUsdc) ? addresses.tokenDai : addresses.tokenUsdc;
    await page.getByRole('checkbox', { name: 'Select all approvals' }).check();
    await page.getByRole('button', { name: 'Revoke 2 selected' }).click();
    await expect(page.getByRole('heading', { name: 'Revoke approval (1/2)' })).toBeVisible();
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await ledger.decide('reject');
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Transaction rejected' }).first()).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Skip', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Revoke approval (2/2)' })).toBeVisible();
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    await ledger.decide('approve');
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/account/${address}\\?tab=approvals$`), { timeout: 60_000 });
    await expect(rows).toHaveCount(1, { timeout: 30_000 });
    await expect(rows.nth(0)).toHaveAttribute('data-token', getAddress(first));
    expect(await allowanceOf(clients, address, second, BOB)).toBe(0n);
    expect(await allowanceOf(clients, address, first, BOB)).toBe(maxUint256);
  },
);
