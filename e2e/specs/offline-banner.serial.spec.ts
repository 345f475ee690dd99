import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { DEV_KEY_1, WalletPages } from '../pages/WalletPages.ts';

// This spec stops API replicas: a stack of its own.
test.use({ stackKey: 'offline' });

test('one replica down is invisible; both down shows the banner; one back hides it without a reload', async ({
  page,
  stack,
}) => {
  const wallets = new WalletPages(page);
  await wallets.openWelcome();
  await wallets.restoreFromPrivateKey(DEV_KEY_1);
  await wallets.expectRestored();
  await wallets.dialog().getByRole('button', { name: 'Open wallet' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'Network error, trying to reconnect' });
  await expect(page.getByText(/FTM$/).first()).toBeVisible();

  // Two balance polls answered by the replica that is left: the wallet rode over the loss without a word.
  const survivor = stack.apis[1]?.url ?? '';
  let polls = 0;
  page.on('response', (response) => {
    if (
      response.url().startsWith(survivor) &&
      response.ok() &&
      response.request().postData()?.includes('WalletBalances')
    )
      polls++;
  });
  await stack.apis[0]?.stop();
  await expect.poll(() => polls, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await expect(banner).toHaveCount(0);

  await stack.apis[1]?.stop();
  // Polls run every 3 s; the banner follows the first failing one by 600 ms (docs/network.md#offline-banner; that
  // delay, on its own clock, is createTransport.test.ts's "marks the page offline when requests still fail 600 ms
  // after a network error").
  await expect(banner).toBeVisible();
  // The page with its banner, which screens.spec.ts's scans never see (its white text once stood on a red of
  // contrast 3.3, under the 4.5 of WCAG AA).
  await expectNoSeriousA11yViolations(page);

  await stack.restartApi(1);
  await expect(banner).toHaveCount(0, { timeout: 10_000 });
  await stack.restartApi(0);
});
