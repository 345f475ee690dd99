import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { startWalletServer } from '../server/startWalletServer.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const args = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const loads = 10;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** A plain static HTML page with a heading, served by node:http: the baseline for "text on screen". */
async function startStaticPage(): Promise<{ url: string; stop(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'static-page-'));
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Static</title></head><body><h1>Welcome to fWallet</h1></body></html>';
  writeFileSync(join(dir, 'index.html'), html);
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, stop: () => new Promise((ok) => server.close(() => ok())) };
}

/**
 * Time until the welcome screen's heading is in the DOM, in headless Chromium, from the production build on
 * 127.0.0.1: the median of 10 cold loads (a new browser context each), next to a plain static page measured the
 * same way in the same run. Needs a build (`npm run build -w apps/wallet`).
 */
const bench: Bench = async () => {
  const wallet = await startWalletServer({ distDir: dist, runtimeConfig: { defaultNetwork: 'mainnet' } });
  const plain = await startStaticPage();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args,
  });
  const measure = async (url: string) => {
    const times: number[] = [];
    for (let i = 0; i < loads; i++) {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(url, { waitUntil: 'commit' });
      await page.getByRole('heading', { name: 'Welcome to fWallet' }).waitFor();
      times.push(performance.now() - started);
      await context.close();
    }
    return median(times);
  };
  try {
    await measure(plain.url); // warm the browser process itself
    const baseline = await measure(plain.url);
    const ours = await measure(wallet.url);
    return [
      {
        figure: 'welcome text in the DOM, median of 10 cold loads',
        value: ours,
        unit: 'ms',
        baseline: { label: 'plain static HTML page', value: baseline },
        target: '≤ 2×',
        met: ours <= 2 * baseline,
      },
    ];
  } finally {
    await browser.close();
    await plain.stop();
    await wallet.stop();
  }
};
export default bench;
