import { expect, test } from '../fixtures/test.ts';

// Blocked for every other spec (playwright.config.ts): this one proves the service worker.
test.use({ serviceWorkers: 'allow' });

test('installed as a PWA, the app shell opens offline and says so', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to fWallet' })).toBeVisible();
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toBeTruthy();
  // The service worker precaches the shell; wait until it controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to fWallet' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline' })).toBeVisible();
  await context.setOffline(false);
});
