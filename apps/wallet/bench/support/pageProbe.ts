import type { Browser, Page } from '@playwright/test';

/** What the probe below records on the page's own clock (`performance.now()`). */
export interface PageProbe {
  longTasks: Array<{ start: number; duration: number }>;
  /** Every GraphQL request the app hands to `fetch`: sent, headers in, body parsed (`response.json()` resolved). */
  requests: Array<{ name: string; sent: number; headers?: number; parsed?: number }>;
}

/**
 * Runs in the page before the app (a string: tsx's transform of a function would reference helpers the page
 * lacks). Records long tasks and the app's GraphQL requests by operation name through a wrapper around `fetch`
 * (the API client calls the global `fetch` at request time), and defines `__paintedWhen(check)`: polls `check`
 * once a frame (in requestAnimationFrame, before that frame paints) and, once true, resolves with the time of a
 * macrotask queued then, which runs after that frame's paint.
 */
export const probeScript = `
  window.__probe = { longTasks: [], requests: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__probe.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const pageFetch = window.fetch;
  window.fetch = async function (input, init) {
    let name = '';
    if (init && typeof init.body === 'string' && init.body.startsWith('{')) {
      try { name = JSON.parse(init.body).operationName || ''; } catch {}
    }
    if (!name) return pageFetch.call(this, input, init);
    const entry = { name, sent: performance.now() };
    window.__probe.requests.push(entry);
    const response = await pageFetch.call(this, input, init);
    entry.headers = performance.now();
    const json = response.json.bind(response);
    response.json = async () => {
      const value = await json();
      entry.parsed = performance.now();
      return value;
    };
    return response;
  };
  window.__paintedWhen = (check) => new Promise((resolve) => {
    const tick = () => {
      if (check()) setTimeout(() => resolve(performance.now()), 0);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
`;

/** Saves `accounts` as the wallet's saved accounts (the first active) before the app reads them. */
export async function seedAccounts(
  page: Page,
  accounts: Array<{ address: string; name: string; type: 'keystore' }>,
): Promise<void> {
  const state = JSON.stringify({ state: { accounts, activeIndex: 0 }, version: 1 });
  await page.addInitScript({
    content: `if (localStorage.getItem('fwallet.accounts') === null) localStorage.setItem('fwallet.accounts', ${JSON.stringify(state)});`,
  });
}

export const readProbe = (page: Page): Promise<PageProbe> =>
  page.evaluate('window.__probe') as Promise<PageProbe>;

/** The longest of `tasks` that overlap [from, to] on the page's clock; 0 when none. */
export const longestTask = (tasks: PageProbe['longTasks'], from: number, to: number): number =>
  Math.max(0, ...tasks.filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration));

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Runs `run` under a Chromium trace and returns the renderer main threads' top-level tasks, each with its wall
 * time and its own CPU time (the thread's clock), in ms. On a loaded machine a task the scheduler interrupts takes far
 * more wall than CPU time; this tells the page's own work from the machine's load.
 */
export async function tracedTasks(
  browser: Browser,
  page: Page,
  run: () => Promise<unknown>,
): Promise<Array<{ wall: number; cpu: number }>> {
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  await run();
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const mains = new Set(
    trace.traceEvents
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // A task shows as `ThreadControllerImpl::RunTask` (toplevel) with a `RunTask` (timeline) inside it: the
  // outermost only.
  const ends = new Map<string, number>();
  return trace.traceEvents
    .filter((e) => e.ph === 'X' && e.name.endsWith('RunTask') && mains.has(`${e.pid}:${e.tid}`))
    .sort((a, b) => a.ts - b.ts)
    .filter((e) => {
      const thread = `${e.pid}:${e.tid}`;
      if (e.ts < (ends.get(thread) ?? 0)) return false;
      ends.set(thread, e.ts + (e.dur ?? 0));
      return true;
    })
    .map((e) => ({ wall: (e.dur ?? 0) / 1000, cpu: (e.tdur ?? Number.NaN) / 1000 }));
}
