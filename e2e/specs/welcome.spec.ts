import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

/** Runs in the page: Alice's wallet in the saved list, as the app stores it. */
const saveAlice = () =>
  localStorage.setItem(
    'fwallet.accounts',
    JSON.stringify({
      state: {
        accounts: [
          { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', name: 'Alice', type: 'keystore' },
        ],
      },
      version: 2,
    }),
  );

test.describe('first visit', () => {
  test('a newcomer sees the welcome screen with the three ways in', async ({ page, screenshotAs }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to fWallet' })).toBeVisible();
    for (const name of ['Create Wallet', 'Restore Wallet', 'Connect Wallet']) {
      await expect(page.getByRole('button', { name })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('welcome-dark');
  });

  test("before the app runs, a newcomer sees the pre-rendered welcome screen, a returning user its frame, and a saved wallet's page its heading", async ({
    page,
  }) => {
    // The app's scripts refused: what shows is the page as served (first-screen.js and the inline CSS).
    await page.route('**/assets/*.js', (route) => route.abort());
    const prerendered = page.locator('[data-prerendered]');
    await page.goto('/');
    await expect(prerendered.getByText('Welcome to fWallet')).toBeVisible();
    await page.evaluate(saveAlice);
    const heading = prerendered.getByText('Wallet Alice', { exact: true });
    for (const path of ['/', '/account/0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC']) {
      await page.goto(path);
      await expect(prerendered.getByText('fWallet', { exact: true })).toBeVisible();
      await expect(prerendered.getByText('Welcome to fWallet')).toBeHidden();
      await expect(prerendered.getByRole('heading', { level: 1, includeHidden: true })).toHaveCount(2);
      await expect(heading).toBeHidden();
    }
    // The wallet's page, any case of its address: its heading and address as the app words them, nothing else.
    await page.goto('/account/0x70997970c51812dc3a010c7d01b50e0d17dc79c8/send');
    await expect(heading).toBeVisible();
    await expect(
      prerendered.getByText('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { exact: true }),
    ).toBeVisible();
    await expect(prerendered.getByText('Welcome to fWallet')).toBeHidden();
  });

  test("a saved wallet's page keeps its heading where the pre-rendered one was when the app takes over", async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(saveAlice);
    // Held until asked: the pre-rendered heading's place is read before the app runs.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/app-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/account/0x70997970C51812dc3A010C7d01b50e0d17dc79C8', { waitUntil: 'commit' });
    const heading = page.getByText('Wallet Alice', { exact: true });
    await expect(page.locator('[data-prerendered]').getByText('Wallet Alice', { exact: true })).toBeVisible();
    const before = await heading.boundingBox();
    expect(before).not.toBeNull();
    release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Wallet Alice' })).toBeVisible();
    expect(await heading.boundingBox()).toEqual(before);
  });

  test('an unknown address shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test.describe('with an injected script', () => {
    test.use({ allowCspViolations: true });
    test('the served page refuses an injected inline script (CSP)', async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text()))
          violations.push(msg.text());
      });
      await page.goto('/');
      const ran = await page.evaluate(async () => {
        const w = window as unknown as { injected?: boolean };
        const s = document.createElement('script');
        s.textContent = 'window.injected = true;';
        document.body.appendChild(s);
        await new Promise((r) => setTimeout(r, 50));
        return w.injected === true;
      });
      expect(ran).toBe(false);
      expect(violations.length).toBeGreaterThan(0);
    });
  });
});
