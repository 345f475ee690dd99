import { expect, FAULTS_STACK, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, balanceOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';

// Freezes the chain node under the stack and thaws it: a stack away from the other specs, shared with
// send-failover.spec.ts (which runs after it in the same worker and needs the replicas as they started: this spec
// stops none). Both leave every service running; a failed test takes its worker and stack with it.
test.use(FAULTS_STACK);

const OWNER = addressOf(DEV_KEYS.owner);
const BOB = addressOf(DEV_KEYS.bob);
const HALF_FTM = 5n * 10n ** 17n;

test('the chain stops: the user is told, a send ends as "not sent" without a spinner, history stays; all returns without a reload', async ({
  page,
  stack,
}) => {
  const send = new SendPages(page);
  const banner = page.getByRole('alert').filter({ hasText: 'Network error, trying to reconnect' });
  const api = apiUrl(stack.urls);
  await send.store(DEV_KEYS.owner);
  await send.openSend(OWNER);
  await send.fill(BOB, '0.5');
  await send.toConfirmation();
  const bobBefore = await balanceOf(api, BOB);

  stack.pauseChain();
  try {
    await test.step('the next balance poll runs into the node time-out: the banner says so', async () => {
      await expect(banner).toBeVisible({ timeout: 30_000 });
    });

    await test.step('Send answers "not sent" with the reason, and stops spinning', async () => {
      await send.confirm();
      const failed = page.getByRole('alert').filter({ hasText: 'The transaction was not sent' });
      await expect(failed).toContainText('the chain node is not reachable', { timeout: 15_000 });
      await expect(page.getByRole('button', { name: 'Send', exact: true })).not.toHaveAttribute(
        'data-loading',
      );
      // The confirmation prepares again after a failed send; that ends in an error with a retry, not a spinner.
      await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    });

    await test.step('a reload while the chain is down: the reason instead of balances and history, no endless loader', async () => {
      await page.goto(`/account/${OWNER}`);
      await expect(banner).toBeVisible({ timeout: 30_000 });
      // The history request carries the live balance too (as on the public API), so it fails as a whole.
      const panel = page.getByRole('tabpanel', { name: 'Transactions' });
      await expect(panel.getByRole('alert')).toContainText('the chain node is not reachable', {
        timeout: 30_000,
      });
      await expect(page.getByLabel('Loading', { exact: true })).toHaveCount(0);
      // Balances show a dash, not a stale figure or a spinner.
      await expect(page.getByText('–', { exact: true }).first()).toBeVisible();
    });
  } finally {
    stack.resumeChain();
  }

  await test.step('the chain is back: banner, balances and history recover by themselves; nothing was sent', async () => {
    await expect(banner).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Transactions' }).getByRole('row').nth(1)).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(/FTM$/).first()).toBeVisible();
    expect(await balanceOf(api, BOB)).toBe(bobBefore);
  });

  await test.step('the same send now goes through', async () => {
    await send.openSend(OWNER);
    await send.fill(BOB, '0.5');
    await send.toConfirmation();
    await send.confirm();
    await send.expectSuccess();
    await expect.poll(() => balanceOf(api, BOB), { timeout: 20_000 }).toBe(bobBefore + HALF_FTM);
  });
});
