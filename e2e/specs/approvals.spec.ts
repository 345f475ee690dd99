import { addresses, createDevChainClients } from '@fantom-wallet/contracts';
import { erc20Abi, maxUint256, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { waitForIndexer } from '../../scripts/stack/waitForIndexer.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { PASSWORD, setScheme } from '../pages/WalletPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
// What fMint's Allow step leaves when 50 WFTM are locked: 105 % of it (docs/fmint.md#lock-and-unlock).
const FMINT_ALLOWANCE = parseEther('52.5');

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
    await clients.test.setBalance({ address: me, value: parseEther('100') });
    // Approved outside the wallet, as a dApp would have the account do it.
    await clients.test.impersonateAccount({ address: me });
    const approve = async (token: `0x${string}`, spender: `0x${string}`, amount: bigint) => {
      const hash = await clients.wallet.writeContract({
        account: me,
        chain: clients.public.chain,
        address: token,
        abi: erc20Abi,
        functionName: 'approve',
        args: [spender, amount],
      });
      expect((await clients.public.waitForTransactionReceipt({ hash })).status).toBe('success');
    };
    await approve(addresses.wftm, addresses.fMint, FMINT_ALLOWANCE);
    await approve(addresses.tokenUsdc, BOB, maxUint256);
    await clients.test.stopImpersonatingAccount({ address: me });
    const allowance = (token: `0x${string}`, spender: `0x${string}`) =>
      clients.public.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [me, spender],
      });
    expect(await allowance(addresses.tokenUsdc, BOB)).toBe(maxUint256);
    await Promise.all(stack.apis.map((api) => waitForIndexer(stack.urls.rpc, () => api.indexedHead())));

    await new SendPages(page).restore(key);
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
    await expect(rows.nth(1).locator('[data-col="amount"]')).toHaveText('52.50 WFTM');

    for (const dark of [true, false]) {
      await setScheme(page, dark);
      await expect(rows).toHaveCount(2);
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`approvals-${dark ? 'dark' : 'light'}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rows).toHaveCount(2);
    await screenshotAs('approvals-phone');
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('checkbox', { name: 'Select all approvals' }).check();
    await page.getByRole('button', { name: 'Revoke 2 selected' }).click();
    await expect(page.getByRole('heading', { name: 'Revoke approval (1/2)' })).toBeVisible();
    const confirmation = page.getByRole('region', { name: 'Revoke approval (1/2)' });
    await expect(page.getByTestId('revoke-confirm-text')).toHaveText(
      `You're revoking what ${BOB} may spend of your tUSDC`,
    );
    await expect(confirmation.getByText('Unlimited → 0')).toBeVisible();
    await expect(page.getByRole('region', { name: 'What this transaction does' })).toContainText('approve');
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
    await expect(page.getByText('52.50 → 0')).toBeVisible();
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
