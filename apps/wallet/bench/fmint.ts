import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFromMnemonic } from '@fantom-wallet/core';
import type { Request } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { waitForIndexer } from '../../../scripts/stack/waitForIndexer.ts';
import { startBenchStack } from './support/benchStack.ts';
import { DEV_MNEMONIC } from './support/devMnemonic.ts';
import { launchChromium } from './support/launchChromium.ts';
import {
  longestTask,
  percentile,
  probeScript,
  readProbe,
  seedAccounts,
  tracedTasks,
} from './support/pageProbe.ts';

const STEPS = 100;

/** The overview is complete once its last figure (stashed rewards, from the same answer as the rest) is there. */
const overviewPainted = `if (/^\\/fmint\\/0x[0-9a-fA-F]{40}$/.test(location.pathname))
  window.__overviewPainted = window.__paintedWhen(
    () => document.querySelector('[data-testid="fmint-rewards-stashed"]') !== null,
  );`;

/**
 * 100 steps of the lock slider, one per frame as the browser delivers input: each ArrowRight keydown is dispatched
 * on the thumb at the start of a frame (in requestAnimationFrame); React renders the form synchronously for a key
 * (a discrete event), that frame paints, and a macrotask queued with the input runs after the paint. A step whose
 * render missed that frame waits for the next frame that shows it (at most 1 s).
 */
const dragSlider = (steps: number) => `(async () => {
  const thumb = document.querySelector('[role="slider"]');
  thumb.focus();
  const first = thumb.getAttribute('aria-valuenow');
  const results = [];
  const start = performance.now();
  for (let i = 0; i < ${steps}; i++) {
    const before = thumb.getAttribute('aria-valuenow');
    const moved = () => thumb.getAttribute('aria-valuenow') !== before;
    results.push(await new Promise((resolve) => requestAnimationFrame(() => {
      const t0 = performance.now();
      thumb.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', code: 'ArrowRight', bubbles: true, cancelable: true }));
      setTimeout(() => {
        if (moved()) return resolve({ ms: performance.now() - t0, sameFrame: true });
        const late = setTimeout(() => resolve({ ms: performance.now() - t0, stuck: true }), 1000);
        window.__paintedWhen(moved).then((t) => { clearTimeout(late); resolve({ ms: t - t0, sameFrame: false }); });
      }, 0);
    })));
  }
  return { results, start, end: performance.now(), first, last: thumb.getAttribute('aria-valuenow') };
})()`;

/** The same frames without any input: what a frame costs on this machine now (the noise gauge). */
const idleFrames = (steps: number) => `(async () => {
  const results = [];
  const start = performance.now();
  for (let i = 0; i < ${steps}; i++) {
    results.push(await new Promise((resolve) => requestAnimationFrame(() => {
      const t0 = performance.now();
      setTimeout(() => resolve({ ms: performance.now() - t0 }), 0);
    })));
  }
  return { results, start, end: performance.now(), first: null, last: null };
})()`;

interface SliderRun {
  results: Array<{ ms: number; sameFrame?: boolean; stuck?: boolean }>;
  start: number;
  end: number;
  first: string | null;
  last: string | null;
}

/**
 * fMint against a fresh local stack in headless Chromium (docs/fmint.md#overview, docs/fmint.md#inputs): alice
 * (10,100 WFTM locked against FUSD and fEUR, 100 WFTM in her wallet) opens /fmint/{alice} — fMint's API requests
 * until the overview's figures are painted, and the time from the first of them to the paint against those
 * requests' own time on the wire (the browser's timing of each, same run) — then drags the Lock Collateral slider
 * (/fmint/{alice}/lock) over 100 steps: input-to-paint per step and the main thread's long tasks meanwhile.
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'fmint-bench-'));
  const stack = await startBenchStack(dataDir);
  const browser = await launchChromium();
  try {
    const alice = accountFromMnemonic(DEV_MNEMONIC, 1).address;
    const api = stack.apis[0];
    if (api) await waitForIndexer(stack.urls.rpc, () => api.indexedHead());
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript({ content: probeScript });
    await page.addInitScript({ content: overviewPainted });
    await seedAccounts(page, [{ address: alice, name: 'Alice', type: 'keystore' }]);
    const wire = new Map<Request, number>();
    page.on('requestfinished', (request) => wire.set(request, request.timing().responseEnd));
    const fmintRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'POST' || !request.url().endsWith('/graphql')) return;
      const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
      if (name.startsWith('Fmint')) fmintRequests.push(request);
    });

    // The overview, first load of the route.
    await page.goto(`${stack.urls.wallet}/fmint/${alice}`);
    const painted = (await page.evaluate('window.__overviewPainted')) as number;
    await page.waitForTimeout(200); // the last requestfinished events
    const probe = await readProbe(page);
    const before = probe.requests.filter((r) => r.sent <= painted);
    const fmint = before.filter((r) => r.name.startsWith('Fmint'));
    const firstSent = fmint[0]?.sent ?? painted;
    const uiMs = painted - firstSent;
    const sentBefore = fmintRequests.slice(0, fmint.length);
    const aloneMs = sentBefore.reduce((sum, r) => sum + (wire.get(r) ?? 0), 0);
    console.error(
      `fmint overview: ${before.map((r) => `${r.name} +${(r.sent - firstSent).toFixed(0)}`).join(', ')}; ` +
        `painted +${uiMs.toFixed(0)} ms; wire ${sentBefore.map((r) => (wire.get(r) ?? 0).toFixed(1)).join(' + ')} ms`,
    );

    // The lock slider.
    await page.goto(`${stack.urls.wallet}/fmint/${alice}/lock`);
    const thumb = page.getByRole('slider');
    await thumb.waitFor();
    await page.waitForTimeout(1_000); // let the route's loads settle
    const idle = (await page.evaluate(idleFrames(STEPS))) as SliderRun;
    const run = (await page.evaluate(dragSlider(STEPS))) as SliderRun;
    const after = await readProbe(page);
    const idleTimes = idle.results.map((r) => r.ms);
    const idleTask = longestTask(after.longTasks, idle.start, idle.end);
    const during = after.requests.filter((r) => r.sent >= run.start && r.sent <= run.end).map((r) => r.name);
    const slowSteps = run.results
      .map((r, i) => ({ i, ms: r.ms }))
      .filter((r) => r.ms > 16)
      .map((r) => `#${r.i} ${r.ms.toFixed(0)}`);
    const tasks = after.longTasks
      .filter((t) => t.start + t.duration > run.start && t.start < run.end)
      .map((t) => `+${(t.start - run.start).toFixed(0)} ${t.duration.toFixed(0)} ms`);
    const times = run.results.map((r) => r.ms);
    const p95 = percentile(times, 95);
    const worstTask = longestTask(after.longTasks, run.start, run.end);
    const late = run.results.filter((r) => !r.sameFrame).length;
    const stuck = run.results.filter((r) => r.stuck).length;
    console.error(
      `fmint slider: ${run.first} → ${run.last} in ${STEPS} steps, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
        `p95 ${p95.toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms, ${late} painted a frame late, ${stuck} stuck; ` +
        `steps over 16 ms: ${slowSteps.join(', ') || 'none'}; long tasks: ${tasks.join(', ') || 'none'}; ` +
        `requests meanwhile: ${during.join(', ') || 'none'}; without input p95 ${percentile(idleTimes, 95).toFixed(1)} ms, ` +
        `longest task ${idleTask.toFixed(0)} ms`,
    );
    // The same steps again under a trace: how much of each long task was the page's own CPU time.
    const tracedAll = await tracedTasks(browser, page, () => page.evaluate(dragSlider(STEPS)));
    const traced = tracedAll.filter((t) => t.wall > 50);
    // Each step's work (the key, React's render, the frame) is one task: their CPU time is the steps' own cost.
    const stepCpu = percentile(
      tracedAll.filter((t) => t.cpu >= 1).map((t) => t.cpu),
      95,
    );
    const worstTraced = traced.reduce((w, t) => (t.wall > w.wall ? t : w), { wall: 0, cpu: 0 });
    console.error(
      `fmint slider, traced repeat: long tasks (wall/CPU ms) ${traced.map((t) => `${t.wall.toFixed(0)}/${t.cpu.toFixed(0)}`).join(', ') || 'none'}`,
    );
    await context.close();
    return [
      {
        figure: 'overview /fmint/{alice}: fMint API requests until painted',
        value: fmint.length,
        unit: 'requests',
        target: '≤ 3',
        met: fmint.length > 0 && fmint.length <= 3,
      },
      {
        figure: 'overview: all GraphQL requests of the page until then (app shell included)',
        value: before.length,
        unit: 'requests',
      },
      {
        figure: 'overview: first fMint request sent → figures painted',
        value: uiMs,
        unit: 'ms',
        baseline: { label: 'those requests on the wire', value: aloneMs },
        target: '≤ 1.5×',
        met: aloneMs > 0 && uiMs <= 1.5 * aloneMs,
      },
      {
        figure: `lock slider, ${STEPS} key steps: input → painted, p95 (${stuck} steps did not move)`,
        value: p95,
        unit: 'ms',
        baseline: { label: 'the same frames without input, p95', value: percentile(idleTimes, 95) },
        target: '≤ 16 ms',
        met: p95 <= 16 && stuck === 0,
      },
      {
        figure: 'lock slider: longest main-thread task during the steps',
        value: worstTask,
        unit: 'ms',
        target: 'none > 50 ms',
        met: worstTask <= 50,
      },
      {
        figure: `lock slider, traced repeat: the longest task's own CPU time (its wall time ${worstTraced.wall.toFixed(0)} ms)`,
        value: worstTraced.cpu,
        unit: 'ms',
      },
      {
        figure:
          'lock slider, traced repeat: p95 CPU time of the main thread tasks over 1 ms (a step is one task)',
        value: stepCpu,
        unit: 'ms',
      },
      {
        figure: 'the same frames without input: longest main-thread task (noise gauge)',
        value: idleTask,
        unit: 'ms',
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
