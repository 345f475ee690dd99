import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, DEV_KEYS, graphql, SendPages } from '../pages/SendPages.ts';

const OWNER = addressOf(DEV_KEYS.owner);

/** Every transaction hash of `address` from the API, page by page. */
async function allHashes(api: string, address: string): Promise<string[]> {
  const hashes: string[] = [];
  let cursor: string | null = null;
  for (;;) {
    const data: {
      account: {
        txList: {
          pageInfo: { hasNext: boolean; last: string | null };
          edges: Array<{ transaction: { hash: string } }>;
        };
      };
    } = await graphql(
      api,
      'query($a: Address!, $c: Cursor) { account(address: $a) { txList(cursor: $c, count: 100) { pageInfo { hasNext last } edges { transaction { hash } } } } }',
      { a: address, c: cursor },
    );
    hashes.push(...data.account.txList.edges.map((e) => e.transaction.hash));
    if (!data.account.txList.pageInfo.hasNext) return hashes;
    cursor = data.account.txList.pageInfo.last;
  }
}

test('the seeded owner account scrolls through every page with no gaps or duplicates; sort is remembered', async ({
  page,
  stack,
  screenshotAs,
}) => {
  const send = new SendPages(page);
  await send.restore(DEV_KEYS.owner);
  const expected = await allHashes(apiUrl(stack.urls), OWNER);
  expect(expected.length).toBeGreaterThan(40);

  await page.goto(`/account/${OWNER}`);
  await expect(page.getByRole('tab', { name: /Transactions/ })).toContainText(String(expected.length));
  const rows = page.locator('tr[data-hash]');
  await expect(rows.first()).toBeVisible();
  // Keep scrolling to the end until every page has loaded: each page loads only when the end comes into view,
  // and a page can take a while on a busy machine.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 20_000);
        return rows.count();
      },
      { timeout: 45_000, intervals: [250] },
    )
    .toBe(expected.length);
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-hash')));
  expect(shown).toEqual(expected);

  await page.getByRole('button', { name: 'Amount' }).click();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute('aria-sort', 'descending');
  await page.getByRole('button', { name: 'Time' }).click();

  for (const dark of [true, false]) {
    await send.setScheme(dark);
    await expect(rows.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs(`account-history-${dark ? 'dark' : 'light'}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotAs('account-history-phone-light');
});
