import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';

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
