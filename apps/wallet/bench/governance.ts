import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFromMnemonic } from '@fantom-wallet/core';
import type { Page, Request } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { waitForIndexer } from '../../../scripts/stack/waitForIndexer.ts';
import { startBenchStack } from './support/benchStack.ts';
import { DEV_MNEMONIC } from './support/devMnemonic.ts';
import { launchChromium } from './support/launchChromium.ts';
import { percentile, probeScript, readProbe, seedAccounts } from './support/pageProbe.ts';

const IDLE_MS = 30_000;
/** Cold loads of the list (a new browser context each), interleaved with nothing else; odd, for a middle one. */
const LOADS = 9;

/**
 * The list counts as painted in the first frame holding 40 rows whose You Voted cell has its value ("n / m", or
 * '-' without delegations), on the page's own clock (pageProbe.ts's `__paintedWhen`).
 */
const rowsPainted = `if (/^\\/gov\\/0x[0-9a-fA-F]{40}$/.test(location.pathname))
  window.__rowsPainted = window.__paintedWhen(() => {
    const rows = [...document.querySelectorAll('tr[data-testid^="proposal-row-"]')].slice(0, 40);
    return rows.length === 40 && rows.every((r) => /^(\\d+ \\/ \\d+|-)$/.test(r.cells[2]?.textContent ?? ''));
  });`;

/** The governance screens' own operations (the app shell's polls are measured by idleRequests). */
const isGovernance = (request: Request) => {
  if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return false;
  const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
  return name.startsWith('Governance');
};

/**
 * One cold load of `/gov/{alice}` in a new context: the governance requests sent until the first 40 rows with
 * You Voted were painted, the time from the first of them (handed to `fetch`) to that frame, and those requests'
 * own time on the wire as the browser timed them (the votes need the page's answer: one after the other).
 */
async function loadList(page: Page, url: string) {
  const wire = new Map<Request, number>();
  page.on('requestfinished', (request) => {
    if (isGovernance(request)) wire.set(request, request.timing().responseEnd);
  });
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isGovernance(request)) requests.push(request);
  });
  await page.goto(url);
  const painted = (await page.evaluate('window.__rowsPainted')) as number;
  const probe = await readProbe(page);
  const gov = probe.requests.filter((r) => r.name.startsWith('Governance') && r.sent <= painted);
  const firstSent = gov[0]?.sent ?? painted;
  const sent = requests.slice(0, gov.length);
  const until = Date.now() + 5_000; // the last requestfinished events
  while (sent.some((r) => !wire.has(r)) && Date.now() < until) await page.waitForTimeout(20);
  const aloneMs = sent.reduce((sum, r) => sum + (wire.get(r) ?? Number.NaN), 0);
  const at = (t: number | undefined) => (t === undefined ? '?' : `+${(t - firstSent).toFixed(0)}`);
  console.error(
    `governance list: ${gov.map((r) => `${r.name} sent ${at(r.sent)} parsed ${at(r.parsed)}`).join(', ')}; ` +
      `painted ${at(painted)} ms; wire ${sent.map((r) => (wire.get(r) ?? 0).toFixed(1)).join(' + ')} ms`,
  );
  return { requests: gov.length, uiMs: painted - firstSent, aloneMs };
}

/**
 * The governance screens against a local stack in headless Chromium (docs/governance.md#proposals-list): the
 * first 40 rows with You Voted painted (requests, and the time from the first request to the frame painting
 * them against the same requests' own time on the wire; the median load by that ratio), each further page, the
 * detail of a proposal alice votes on through her three delegations, and what the list asks for while it sits
 * open.
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'governance-bench-'));
  const stack = await startBenchStack(dataDir);
  const browser = await launchChromium();
  try {
    // Measured on a settled stack: while the API still indexes the seeded chain its answers are slower.
    await Promise.all(stack.apis.map((api) => waitForIndexer(stack.urls.rpc, () => api.indexedHead())));
    const alice = accountFromMnemonic(DEV_MNEMONIC, 1).address;
    const deployment = (await (await fetch(`${stack.urls.devnet}/deployment.json`)).json()) as {
      contracts: { governance?: string };
      proposals?: Record<string, number[]>;
    };
    const governance = deployment.contracts.governance;
    const voted = deployment.proposals?.openVoted?.[0];
    if (!governance || voted === undefined) throw new Error('the devnet has no seeded governance');
    const list = `${stack.urls.wallet}/gov/${alice}`;
    const newPage = async () => {
      const context = await browser.newContext({ serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.addInitScript({ content: probeScript });
      await page.addInitScript({ content: rowsPainted });
      await seedAccounts(page, [{ address: alice, name: 'Alice', type: 'keystore' }]);
      return { context, page };
    };

    // First page, cold, several times.
    const loads: Array<Awaited<ReturnType<typeof loadList>>> = [];
    for (let i = 0; i < LOADS; i++) {
      const { context, page } = await newPage();
      loads.push(await loadList(page, list));
      await context.close();
    }
    // Each load is paired with its own requests: the figure is the load whose ratio is the median. (A median of
    // the paint times over a median of the wire times pairs one load's paint with another's requests; it is
    // printed beside it.)
    const byRatio = loads.map((l) => ({ ...l, ratio: l.uiMs / l.aloneMs })).sort((a, b) => a.ratio - b.ratio);
    const middle = byRatio[(byRatio.length - 1) / 2] as (typeof byRatio)[number];
    const ofMedians =
      percentile(
        loads.map((l) => l.uiMs),
        50,
      ) /
      percentile(
        loads.map((l) => l.aloneMs),
        50,
      );
    const firstPage = Math.max(...loads.map((l) => l.requests));

    const { context, page } = await newPage();
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (isGovernance(request)) sent.push(request);
    });
    const rows = page.locator('tr[data-testid^="proposal-row-"]');
    await page.goto(list);
    await page.evaluate('window.__rowsPainted');

    // Idle with the list open.
    const beforeIdle = sent.length;
    await page.waitForTimeout(IDLE_MS);
    const idle = ((sent.length - beforeIdle) * 60_000) / IDLE_MS;

    // The next page.
    const beforeNext = sent.length;
    await page.mouse.wheel(0, 50_000);
    await rows.nth(40).waitFor();
    await page.waitForTimeout(1_000); // its votes request
    const nextPage = sent.length - beforeNext;

    // The detail with alice's three delegations.
    const beforeDetail = sent.length;
    await page.goto(`${stack.urls.wallet}/gov/${alice}/proposal-detail/${voted}/${governance}`);
    await page.locator('[data-delegated-to]').nth(2).getByRole('button').first().waitFor();
    const detail = sent.length - beforeDetail;
    await context.close();
    return [
      {
        figure: 'proposals list: API requests until 40 rows with You Voted (the most of any load)',
        value: firstPage,
        unit: 'requests',
        target: '≤ 2',
        met: firstPage <= 2,
      },
      {
        figure: `proposals list: first request → 40 rows with You Voted painted, the median of ${LOADS} cold loads by ratio (ratios ${byRatio.map((l) => l.ratio.toFixed(2)).join(', ')}; median time over median wire ${ofMedians.toFixed(2)}×)`,
        value: middle.uiMs,
        unit: 'ms',
        baseline: { label: 'its requests on the wire', value: middle.aloneMs },
        target: '≤ 1.5×',
        met: middle.ratio <= 1.5,
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
