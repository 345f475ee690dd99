import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, DEV_KEYS, graphql, SendPages } from '../pages/SendPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);

async function tokenBalance(api: string, owner: string, symbol: string) {
  const data = await graphql<{ erc20Assets: Array<{ symbol: string; address: string; balanceOf: string }> }>(
    api,
    'query($o: Address!) { erc20Assets(owner: $o, count: 50) { symbol address balanceOf(owner: $o) } }',
    { o: owner },
  );
  const token = data.erc20Assets.find((t) => t.symbol === symbol);
  if (!token) throw new Error(`${symbol} not found`);
  return { address: token.address, balance: BigInt(token.balanceOf) };
}

test('send 2.5 of a 6-decimal token (tUSDC) from the Assets tab', async ({ page, stack, screenshotAs }) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.bob);
  const before = await tokenBalance(apiUrl(stack.urls), BOB, 'tUSDC');
  const carolBefore = await tokenBalance(apiUrl(stack.urls), CAROL, 'tUSDC');

  await page.goto(`/account/${BOB}`);
  await page.getByRole('tab', { name: /Assets/ }).click();
  const row = page.locator('tr[data-token="tUSDC"]');
  await expect(row).toBeVisible();
  for (const dark of [true, false]) {
    await send.setScheme(dark);
    await page.getByRole('tab', { name: /Assets/ }).click();
    await expect(row).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs(`account-assets-${dark ? 'dark' : 'light'}`);
  }
  await row.getByRole('link', { name: 'Send tUSDC' }).click();
  await expect(page.getByRole('heading', { name: 'Send tUSDC' })).toBeVisible();
  await expect(page.getByLabel('Memo (optional)')).toHaveCount(0);
  await expect(send.fee()).not.toHaveText('…');
  await expectNoSeriousA11yViolations(page);
  await screenshotAs('send-token-form-light');
  await send.fill(CAROL, '2.5');
  await send.toConfirmation();
  await expect(page.getByRole('row', { name: /Amount/ })).toContainText('2.50 tUSDC');
  await send.confirm();
  await send.expectSuccess();

  expect((await tokenBalance(apiUrl(stack.urls), BOB, 'tUSDC')).balance).toBe(before.balance - 2_500_000n);
  expect((await tokenBalance(apiUrl(stack.urls), CAROL, 'tUSDC')).balance).toBe(
    carolBefore.balance + 2_500_000n,
  );
  await page.getByRole('link', { name: 'Back to wallet' }).click();
  await page.getByRole('tab', { name: /Assets/ }).click();
  const expected = ((before.balance - 2_500_000n) / 10_000n).toString();
  await expect(row).toContainText(
    `${expected.slice(0, -2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${expected.slice(-2)} tUSDC`,
  );
});
