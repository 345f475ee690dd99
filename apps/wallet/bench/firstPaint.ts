import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { startWalletServer, type WalletServer } from '../server/startWalletServer.ts';
import { launchChromium, median } from './support/launchChromium.ts';
import { startLibraryFloor } from './support/libraryFloor.ts';

const dist = process.env.WALLET_DIST ?? fileURLToPath(new URL('../dist', import.meta.url));
const loads = 20;

/**
 * A plain static HTML page with a heading: the baseline for "text on screen". It is served the same way as the
 * wallet — by the wallet server, with the same security headers and caching — so the ratio measures the page,
 * not the headers (Cross-Origin-Opener-Policy alone moves a cold load to a new browser process: ~40 ms here).
 */
async function startStaticPage(): Promise<WalletServer> {
  const dir = mkdtempSync(join(tmpdir(), 'static-page-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body><h1>Welcome to fWallet</h1></body></html>',
  );
  return startWalletServer({ distDir: dir, runtimeConfig: { defaultNetwork: 'mainnet' } });
}

/**
 * Runs in the page before its own scripts: records, on the page's clock (ms since navigation start), when the
 * welcome text first enters the DOM. Measured by the page itself, not by polling from outside: a poll cannot run
 * while the page's main thread is busy compiling the app, so it would time the end of that work instead.
 * A string: tsx's transform of a function would reference helpers the page does not have.
 */
const recordWelcomeText = `(() => {
  const observer = new MutationObserver(() => {
    if (window.welcomeInDom === undefined && document.documentElement.textContent.includes('Welcome to fWallet')) {
      window.welcomeInDom = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The computed style of every element of the pre-rendered screen (and of html and body), custom properties aside. */
const computedStyles = `[document.documentElement, document.body, ...document.querySelectorAll('[data-prerendered] *')]
  .map((el) => { const style = getComputedStyle(el); return [...style].filter((p) => !p.startsWith('--'))
    .map((p) => p + ':' + style.getPropertyValue(p)).join(';'); })`;

/**
 * How many elements of the pre-rendered welcome screen the inline CSS alone styles differently from the full
 * stylesheet, over the dark and light schemes in both directions: the page is loaded with the app's JavaScript
 * refused (the copy stays), once with the stylesheet and once with it refused, and the computed styles compared.
 */
async function inlineCssDifferences(browser: Browser, url: string): Promise<number> {
  let differing = 0;
  for (const settings of [
    { darkMode: true, rtl: false },
    { darkMode: false, rtl: false },
    { darkMode: true, rtl: true },
    { darkMode: false, rtl: true },
  ]) {
    const styles: string[][] = [];
    for (const stylesheet of [true, false]) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      await context.addInitScript(
        `localStorage.setItem('fwallet.settings', ${JSON.stringify(JSON.stringify({ state: { ...settings, autoDarkMode: false } }))})`,
      );
      await context.route('**/assets/*.js', (route) => route.abort());
      if (!stylesheet) await context.route('**/assets/*.css', (route) => route.abort());
      const page = await context.newPage();
      await page.goto(url);
      await page.locator('link[data-app-styles][data-settled]').waitFor({ state: 'attached' });
      styles.push((await page.evaluate(computedStyles)) as string[]);
      await context.close();
    }
    const [full = [], inline = []] = styles;
    if (full.length < 30) throw new Error('firstPaint: the pre-rendered welcome screen is missing');
    differing += full.filter((style, i) => style !== inline[i]).length;
  }
  return differing;
}

/**
 * Time until the welcome screen's text is in the DOM, in headless Chromium, from the production build on
 * 127.0.0.1: the median of 20 cold loads (a new browser context each), next to a plain static page measured the
 * same way in the same run. The text comes from the build-time render in index.html (vite.config.ts). Also
 * reported: the first contentful paint of each page (the browser's own paint timing), and when the app itself
 * has mounted (its Create Wallet button is in the accessibility tree: the pre-rendered copy is aria-hidden),
 * which is what the first figure measured before the pre-render (targets: paint ≤ 1.5×, app ≤ 3×). Last, that
 * the CSS inlined for the pre-rendered screen styles it exactly as the full stylesheet does (inlineCssDifferences).
 * A third page loaded in turn with the two, React and Mantine alone with the same heading and button
 * (support/libraryFloor.ts), prints what mounting costs on these libraries in this run, without a target: the app's
 * own share is the distance from it. Needs a build (`npm run build -w apps/wallet`); WALLET_DIST points at another one.
 */
const bench: Bench = async () => {
  // The floor first: its build is the step that can fail, and then no server is left running.
  const floor = await startLibraryFloor();
  const wallet = await startWalletServer({ distDir: dist, runtimeConfig: { defaultNetwork: 'mainnet' } });
  const plain = await startStaticPage();
  const browser = await launchChromium();
  /** One cold load: when the welcome text entered the DOM and was first painted and, for the app, mounted. */
  const load = async (url: string, app: boolean) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addInitScript(recordWelcomeText);
    const page = await context.newPage();
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByText('Welcome to fWallet', { exact: true }).first().waitFor();
    if (app) await page.getByRole('button', { name: 'Create Wallet' }).waitFor();
    const mounted = performance.now() - started;
    // The text can be laid out (what waitFor sees) a frame before it is painted: wait for the paint's entry, or a
    // load without one would make the median NaN.
    const { inDom, painted } = (await page.evaluate(`new Promise((resolve) => {
      new PerformanceObserver((list, observer) => {
        const paint = list.getEntriesByName('first-contentful-paint')[0];
        if (!paint) return;
        observer.disconnect();
        resolve({ inDom: window.welcomeInDom ?? NaN, painted: paint.startTime });
      }).observe({ type: 'paint', buffered: true });
    })`)) as { inDom: number; painted: number };
    await context.close();
    return { inDom, painted, mounted };
  };
  try {
    for (let i = 0; i < 3; i++) await load(plain.url, false); // warm the browser process itself
    type Timings = Awaited<ReturnType<typeof load>>;
    const plainRuns: Timings[] = [];
    const ourRuns: Timings[] = [];
    const floorRuns: Timings[] = [];
    // Interleaved, so a change in background load affects every page alike.
    for (let i = 0; i < loads; i++) {
      plainRuns.push(await load(plain.url, false));
      ourRuns.push(await load(wallet.url, true));
      floorRuns.push(await load(floor.url, true));
    }
    const of = (runs: typeof ourRuns, key: 'inDom' | 'painted' | 'mounted') =>
      median(runs.map((r) => r[key]));
    const plainInDom = of(plainRuns, 'inDom');
    const ours = {
      inDom: of(ourRuns, 'inDom'),
      painted: of(ourRuns, 'painted'),
      mounted: of(ourRuns, 'mounted'),
    };
    const differing = await inlineCssDifferences(browser, wallet.url);
    return [
      {
        figure: 'welcome text in the DOM, median of 20 cold loads',
        value: ours.inDom,
        unit: 'ms',
        baseline: { label: 'plain static HTML page', value: plainInDom },
        target: '≤ 2×',
        met: ours.inDom <= 2 * plainInDom,
      },
      {
        figure: 'first contentful paint (the welcome screen), same loads',
        value: ours.painted,
        unit: 'ms',
        baseline: { label: 'plain static HTML page', value: of(plainRuns, 'painted') },
        target: '≤ 1.5×',
        met: ours.painted <= 1.5 * of(plainRuns, 'painted'),
      },
      {
        figure: 'app mounted (welcome buttons work), same loads, seen from outside',
        value: ours.mounted,
        unit: 'ms',
        baseline: { label: 'plain static page, its text seen from outside', value: of(plainRuns, 'mounted') },
        target: '≤ 3×',
        met: ours.mounted <= 3 * of(plainRuns, 'mounted'),
      },
      {
        figure:
          'app mounted, a page of React and Mantine alone with the same heading and button (no target), same loads',
        value: of(floorRuns, 'mounted'),
        unit: 'ms',
        baseline: { label: 'plain static page, its text seen from outside', value: of(plainRuns, 'mounted') },
      },
      {
        figure:
          'pre-rendered screen: elements the inline CSS alone styles otherwise than the full stylesheet (dark, light × LTR, RTL)',
        value: differing,
        unit: 'elements',
        target: '0',
        met: differing === 0,
      },
    ];
  } finally {
    await browser.close();
    await plain.stop();
    await floor.stop();
    await wallet.stop();
  }
};
export default bench;
