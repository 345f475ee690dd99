import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFromMnemonic } from '@fantom-wallet/core';
import type { Page } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { startStack } from '../../../scripts/stack/startStack.ts';
import { DEV_MNEMONIC } from './support/devMnemonic.ts';
import { launchChromium } from './support/launchChromium.ts';

const WALLETS = 10;
const WARM_UP_MS = 6_000;
const WINDOW_MS = 60_000;

/** The devnet's well-known accounts 1…10 (they hold FTM and have history). */
function devAddresses(count: number): string[] {
  return Array.from({ length: count }, (_, i) => accountFromMnemonic(DEV_MNEMONIC, i + 1).address);
}

/** Hides the page the way a background tab is hidden, as far as the app can tell (Page Visibility API). */
async function setHidden(page: Page, hidden: boolean): Promise<void> {
  // Plain values, no inner functions: tsx would wrap those in a helper the page does not have.
  await page.evaluate((h) => {
    const { document } = globalThis as unknown as { document: EventTarget };
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      value: h ? 'hidden' : 'visible',
    });
    Object.defineProperty(document, 'hidden', { configurable: true, value: h });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })); // as browsers fire it
  }, hidden);
}

/**
 * Idle network cost of an open dashboard with 10 saved wallets, in headless Chromium against a local stack
 * (devnet, one API, the production build): requests from the page to any origin but the wallet's own, counted
 * over one minute after a 6 s warm-up while visible, then over one minute while the page is hidden (the Page
 * Visibility API reports 'hidden' and visibilitychange fires, as when the tab goes to the background).
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'idle-requests-'));
  const stack = await startStack({ dataDir, fresh: true, epochIntervalMs: 0, chainSaveIntervalSeconds: 0 });
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const accounts = devAddresses(WALLETS).map((address, i) => ({
      address,
      name: `Wallet ${i + 1}`,
      type: 'keystore',
    }));
    await page.addInitScript(
      (state) => {
        const { localStorage } = globalThis as unknown as {
          localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
        };
        if (localStorage.getItem('fwallet.accounts') === null)
          localStorage.setItem('fwallet.accounts', JSON.stringify({ state, version: 1 }));
      },
      { accounts, activeIndex: 0 },
    );
    const walletOrigin = new URL(stack.urls.wallet).origin;
    let counting = false;
    let count = 0;
    const seen = new Map<string, number>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === walletOrigin || !counting) return;
      count++;
      seen.set(url.origin + url.pathname, (seen.get(url.origin + url.pathname) ?? 0) + 1);
    });
    await page.goto(`${stack.urls.wallet}/dashboard`);
    await page.getByText('Wallet 10').first().waitFor();
    await page.waitForTimeout(WARM_UP_MS);
    const window = async () => {
      count = 0;
      counting = true;
      await page.waitForTimeout(WINDOW_MS);
      counting = false;
      return (count * 60_000) / WINDOW_MS;
    };
    const visible = await window();
    const visibleBy = [...seen].map(([u, n]) => `${new URL(u).pathname} ${n}`).join(', ');
    seen.clear();
    await setHidden(page, true);
    const hidden = await window();
    console.error(
      `idleRequests: visible ${visibleBy}; hidden ${[...seen].map(([u, n]) => `${u} ${n}`).join(', ') || 'none'}`,
    );
    await context.close();
    return [
      {
        figure: `API requests per minute, dashboard with ${WALLETS} wallets, visible`,
        value: visible,
        unit: '/min',
        target: '≤ 20',
        met: visible <= 20,
      },
      {
        figure: `API requests per minute, same page hidden (visibilitychange)`,
        value: hidden,
        unit: '/min',
        target: '0',
        met: hidden === 0,
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
