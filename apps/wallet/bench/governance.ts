import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFromMnemonic } from '@fantom-wallet/core';
import type { Request } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { startStack } from '../../../scripts/stack/startStack.ts';
import { launchChromium } from './support/launchChromium.ts';

const DEV_MNEMONIC = 'test test test test test test test test test test test junk';
const IDLE_MS = 30_000;

/** The governance screens' own operations (the app shell's polls are measured by idleRequests). */
const isGovernance = (request: Request) => {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return false;
  const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
  return name.startsWith('Governance');
};

/**
 * The governance screens against a fresh local stack in headless Chromium (docs/governance.md#proposals-list):
 * the first 40 rows with You Voted painted (requests, and time from the first request to the painted rows
 * against the same requests replayed alone), each further page, the detail of a proposal alice votes on through
 * her three delegations, and what the list asks for while it sits open.
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'governance-bench-'));
  const stack = await startStack({ dataDir, fresh: true, epochIntervalMs: 0 });
  const browser = await launchChromium();
  try {
    const alice = accountFromMnemonic(DEV_MNEMONIC, 1).address;
    const deployment = (await (await fetch(`${stack.urls.devnet}/deployment.json`)).json()) as {
      contracts: { governance?: string };
      proposals?: Record<string, number[]>;
    };
    const governance = deployment.contracts.governance;
    const voted = deployment.proposals?.openVoted?.[0];
    if (!governance || voted === undefined) throw new Error('the devnet has no seeded governance');
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(
      (state) => {
        const { localStorage } = globalThis as unknown as {
          localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
        };
        if (localStorage.getItem('fwallet.accounts') === null)
          localStorage.setItem('fwallet.accounts', JSON.stringify({ state, version: 1 }));
      },
      { accounts: [{ address: alice, name: 'Alice', type: 'keystore' }], activeIndex: 0 },
    );
    const sent: Array<{ request: Request; at: number; ms: number }> = [];
    page.on('request', (request) => {
      if (isGovernance(request)) sent.push({ request, at: Date.now(), ms: 0 });
    });
    page.on('requestfinished', (request) => {
      const entry = sent.find((s) => s.request === request);
      if (entry) entry.ms = request.timing().responseEnd;
    });
    const rows = page.locator('tr[data-testid^="proposal-row-"]');

    // First page.
    await page.goto(`${stack.urls.wallet}/gov/${alice}`);
    await rows.nth(39).waitFor();
    const painted = Date.now();
    const firstPage = [...sent];
    await page.waitForTimeout(100); // the last requestfinished event
    const uiMs = painted - (firstPage[0]?.at ?? painted);
    // The same requests' own time on the wire, as the browser measured them (the votes need the page's answer,
    // so they run one after the other).
    const aloneMs = firstPage.reduce((sum, r) => sum + r.ms, 0);

    // Idle with the list open.
    const beforeIdle = sent.length;
    await page.waitForTimeout(IDLE_MS);
    const idle = ((sent.length - beforeIdle) * 60_000) / IDLE_MS;

    // The next page.
    const beforeNext = sent.length;
    await page.mouse.wheel(0, 50_000);
    await rows.nth(40).waitFor();
    const nextPage = sent.length - beforeNext;

    // The detail with alice's three delegations.
    const beforeDetail = sent.length;
    await page.goto(`${stack.urls.wallet}/gov/${alice}/proposal-detail/${voted}/${governance}`);
    await page.locator('[data-delegated-to]').nth(2).getByRole('button').first().waitFor();
    const detail = sent.length - beforeDetail;
    await context.close();
    return [
      {
        figure: 'proposals list: API requests until 40 rows with You Voted',
        value: firstPage.length,
        unit: 'requests',
        target: '≤ 2',
        met: firstPage.length <= 2,
      },
      {
        figure: 'proposals list: first request to 40 painted rows',
        value: uiMs,
        unit: 'ms',
        baseline: { label: 'those requests alone', value: aloneMs },
        target: '≤ 1.5×',
        met: uiMs <= 1.5 * aloneMs,
      },
      {
        figure: 'proposals list: API requests for the next page',
        value: nextPage,
        unit: 'requests',
        target: '≤ 2',
        met: nextPage <= 2,
      },
      {
        figure: 'proposal detail with 3 delegations: API requests until ready',
        value: detail,
        unit: 'requests',
        target: '≤ 3',
        met: detail <= 3,
      },
      {
        figure: 'proposals list open: governance requests per minute while idle',
        value: idle,
        unit: '/min',
        target: '0',
        met: idle === 0,
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
