import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GetTimePricesResult } from '@fantom-wallet/api-client';
import { accountFromMnemonic } from '@fantom-wallet/core';
import type { Page } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { waitForIndexer } from '../../../scripts/stack/waitForIndexer.ts';
import { priceSeries } from '../src/features/funi/pair/chartData.ts';
import { fetchLatestBlock } from '../src/shared/network/fetchLatestBlock.ts';
import { startBenchStack } from './support/benchStack.ts';
import { DEV_MNEMONIC } from './support/devMnemonic.ts';
import { launchChromium, median } from './support/launchChromium.ts';
import { longestTask, probeScript, readProbe, seedAccounts, tracedTasks } from './support/pageProbe.ts';

const QUOTES = 31;
const CHART_RUNS = 7;
const FIRST_RUNS = 5;
const BARE_WARMUPS = 3;
const LWC = fileURLToPath(
  new URL(
    '../../../node_modules/lightweight-charts/dist/lightweight-charts.standalone.production.js',
    import.meta.url,
  ),
);
/** `getAmountsOut(uint256,address[])`. */
const GET_AMOUNTS_OUT = '0xd06ca61f';

interface PairRow {
  pairAddress: string;
  tokens: Array<{ address: string; symbol: string; decimals: number }>;
}

const word = (value: bigint | string) => BigInt(value).toString(16).padStart(64, '0');
const amountsOutCall = (amountIn: bigint, path: readonly string[]) =>
  GET_AMOUNTS_OUT +
  word(amountIn) +
  word(64n) +
  word(BigInt(path.length)) +
  path.map((a) => word(a)).join('');

/**
 * One quote: the amount is typed into From (Playwright's fill, one input event); the page then waits for the
 * quote request to leave (the debounce fired) and for the To field to hold the estimate in a frame, and returns
 * the request's send time and the time after that frame's paint.
 */
const quotePainted = (toId: string, before: number) => `(async () => {
  const to = document.getElementById(${JSON.stringify(toId)});
  const quote = () => window.__probe.requests.slice(${before}).find((r) => r.name === 'GetUniswapAmountsOut');
  const painted = await window.__paintedWhen(() => quote() !== undefined && to.value !== '');
  return { sent: quote().sent, parsed: quote().parsed, painted, value: to.value };
})()`;

/** A raw `eth_call` of the router's getAmountsOut from the page: fetch sent → JSON parsed. */
const rawCall = (rpc: string, body: string) => `(async () => {
  const t0 = performance.now();
  const response = await fetch(${JSON.stringify(rpc)}, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: ${JSON.stringify(body)},
  });
  const json = await response.json();
  if (!json.result) throw new Error(JSON.stringify(json));
  return performance.now() - t0;
})()`;

/**
 * Runs in the page before its own scripts: counts the drawing calls made on its 2D canvases (the chart's are the
 * only ones), so the bench sees a series drawn from outside, by the library drawing it, with no mark in the app.
 */
const countCanvasDraws = `(() => {
  let draws = 0;
  const context = CanvasRenderingContext2D.prototype;
  for (const name of ['clearRect', 'fillRect', 'strokeRect', 'fill', 'stroke', 'fillText', 'strokeText', 'drawImage', 'putImageData']) {
    const draw = context[name];
    context[name] = function (...args) {
      draws++;
      return draw.apply(this, args);
    };
  }
  window.__canvasDraws = () => draws;
})();`;

/** Marks what the chart shows now: the canvases' drawing calls so far. */
const markChart = 'window.__drawsAtMark = window.__canvasDraws();';
/**
 * Resolves with the time after the paint of the frame that holds a series drawn since `markChart` (in the box with
 * `label`, when given): the frame after which the canvases got no more drawing calls for two frames, so the
 * removal of the old series (a change of grid: a frame of its own) does not count as the new one. After each
 * frame's paint, a macrotask queued in its requestAnimationFrame notes the time and the count of drawing calls.
 */
const chartPainted = (label?: string) => `new Promise((resolve) => {
  const since = window.__drawsAtMark;
  const frames = [];
  const tick = () => {
    setTimeout(() => frames.push({ at: performance.now(), draws: window.__canvasDraws() }), 0);
    const box = document.querySelector('[data-testid="funi-chart"]${label === undefined ? '' : `[data-label=${JSON.stringify(label)}]`}');
    const last = frames.at(-1);
    if (box !== null && box.querySelector('canvas') !== null && last !== undefined && last.draws > since) {
      const settled = frames.filter((f) => f.draws === last.draws);
      if (settled.length >= 3) return resolve(settled[0].at);
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})`;

/**
 * Clicks the chart tab named `name` and resolves once a series drawn after the click is in a frame with that
 * label: the click's time, the paint's, and the first GraphQL request of `operation` sent after the click with the
 * moment its answer was parsed (none when the data came from the cache).
 */
const clickTabPainted = (name: string, operation: string) => `(async () => {
  ${markChart}
  const n = window.__probe.requests.length;
  const tab = [...document.querySelectorAll('[role="tab"]')].find((t) => t.textContent.trim() === ${JSON.stringify(name)});
  const clicked = performance.now();
  tab.click();
  const painted = await ${chartPainted(name)};
  const request = window.__probe.requests.slice(n).find((r) => r.name === ${JSON.stringify(operation)});
  return { clicked, painted, sent: request?.sent, parsed: request?.parsed };
})()`;

/** lightweight-charts alone in a bare page: the same options as the wallet's chart, the candles ready in memory. */
const bareRender = `(async () => {
  const box = document.getElementById('box');
  const t0 = performance.now();
  const chart = LightweightCharts.createChart(box, {
    width: box.clientWidth, height: 280,
    layout: { background: { color: 'transparent' }, textColor: '#333333', attributionLogo: false },
    grid: { vertLines: { color: '#eeeeee' }, horzLines: { color: '#eeeeee' } },
    timeScale: { timeVisible: true, secondsVisible: false, minBarSpacing: 1 },
    handleScroll: true, handleScale: true,
  });
  chart.addSeries(LightweightCharts.CandlestickSeries, {}).setData(window.__candles);
  chart.timeScale().fitContent();
  const painted = await new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  chart.remove();
  return painted - t0;
})()`;

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * fUNI against a fresh local stack in headless Chromium (docs/funi.md#swap, docs/funi.md#charts), as alice.
 * Quote: WFTM → tUSDC, 31 amounts typed one after the other (each estimate then waits 0–17 ms for the next frame,
 * so with fewer samples the median swings by several ms); from the quote request leaving the page (the 250 ms
 * debounce fired) to the estimate painted in To, against a raw `eth_call` of the router's `getAmountsOut` sent
 * from the same page to the devnet's RPC, interleaved. Chart: the pair detail of WFTM/tUSDC at 15m over all
 * history (eight weeks, ~5,400 candles of the WFTM/tUSDC price): from the answer parsed to the candles painted
 * (the first time), and from the tab's click to the paint with the answer cached, against lightweight-charts
 * alone rendering the same candles in a bare page of the same width; long tasks while switching tabs and spans.
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'funi-bench-'));
  const stack = await startBenchStack(dataDir);
  const browser = await launchChromium();
  try {
    const alice = accountFromMnemonic(DEV_MNEMONIC, 1).address;
    const api = stack.apis[0];
    if (api) await waitForIndexer(stack.urls.rpc, () => api.indexedHead());
    const pairs = (
      (await (
        await fetch(stack.urls.api1 ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            query: '{ defiUniswapPairs { pairAddress tokens { address symbol decimals } } }',
          }),
        })
      ).json()) as { data: { defiUniswapPairs: PairRow[] } }
    ).data.defiUniswapPairs;
    const pair = pairs.find(
      (p) =>
        p.tokens
          .map((t) => t.symbol)
          .sort()
          .join('/') === 'WFTM/tUSDC',
    );
    const wftm = pair?.tokens.find((t) => t.symbol === 'WFTM');
    const tusdc = pair?.tokens.find((t) => t.symbol === 'tUSDC');
    const router = (
      (await (await fetch(`${stack.urls.devnet}/deployment.json`)).json()) as {
        contracts: { uniswapRouter?: string };
      }
    ).contracts.uniswapRouter;
    if (!pair || !wftm || !tusdc || !router) throw new Error('the devnet has no seeded WFTM/tUSDC pair');

    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript({ content: probeScript });
    await page.addInitScript({ content: countCanvasDraws });
    await seedAccounts(page, [{ address: alice, name: 'Alice', type: 'keystore' }]);

    // Quotes.
    console.error('funi: stack ready, quotes…');
    await page.goto(`${stack.urls.wallet}/funi/${alice}/swap/${wftm.address}/${tusdc.address}`);
    const fromBox = page.getByRole('textbox', { name: 'From amount' });
    const toBox = page.getByRole('textbox', { name: 'To amount' });
    await fromBox.and(page.locator(':enabled')).waitFor();
    const toId = await toBox.getAttribute('id');
    if (!toId) throw new Error('the To field has no id');
    await page.waitForTimeout(1_000); // the route's own loads settle
    const ui: number[] = [];
    const raw: number[] = [];
    const answered: number[] = [];
    let rawFrom = 'the same page';
    for (let i = 0; i < QUOTES; i++) {
      const amount = `${i + 1}.${String(i * 37 + 11).padStart(3, '0')}`;
      const before = (await readProbe(page)).requests.length;
      await fromBox.fill(amount);
      const q = (await page.evaluate(quotePainted(toId, before))) as {
        sent: number;
        parsed?: number;
        painted: number;
      };
      ui.push(q.painted - q.sent);
      answered.push((q.parsed ?? q.painted) - q.sent);
      const body = JSON.stringify({
        jsonrpc: '2.0',
        id: i,
        method: 'eth_call',
        params: [
          {
            to: router,
            data: amountsOutCall(BigInt(i + 1) * 10n ** 18n + BigInt(i * 37 + 11) * 10n ** 15n, [
              wftm.address,
              tusdc.address,
            ]),
          },
          'latest',
        ],
      });
      try {
        raw.push((await page.evaluate(rawCall(stack.urls.rpc, body))) as number);
      } catch (error) {
        // The node refused the page (CORS, CSP): time the same call from Node instead.
        if (rawFrom === 'the same page') console.error(`funi: raw eth_call from the page failed: ${error}`);
        rawFrom = 'Node';
        const t0 = performance.now();
        await (
          await fetch(stack.urls.rpc, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          })
        ).json();
        raw.push(performance.now() - t0);
      }
    }
    console.error(
      `funi quotes (ms, request sent → painted): ${ui.map((v) => v.toFixed(1)).join(' ')}; raw eth_call from ${rawFrom}: ${raw
        .map((v) => v.toFixed(1))
        .join(' ')}`,
    );

    console.error('funi: chart…');
    // Chart: pair detail, then Data 15m (liquidity first), then the WFTM/tUSDC price.
    let pricesBody: GetTimePricesResult | null = null;
    page.on('response', async (response) => {
      const post = response.request().postDataJSON() as {
        operationName?: string;
        variables?: { resolution?: string; fromDate?: number };
      } | null;
      if (
        post?.operationName === 'GetTimePrices' &&
        post.variables?.resolution === '15m' &&
        !post.variables.fromDate
      )
        pricesBody = ((await response.json()) as { data: GetTimePricesResult }).data;
    });
    // The first render of the candles happens once per page load (its answer is cached after it, its code warm): a
    // fresh load per run, the median of FIRST_RUNS; the long tasks and the later steps use the last load.
    const priceTab = 'WFTM/tUSDC';
    const phases: Array<{ name: string; at: number }> = [];
    const phase = async (name: string) =>
      phases.push({ name, at: (await page.evaluate('performance.now()')) as number });
    const firstRuns: Array<{ clicked: number; painted: number; sent?: number; parsed?: number }> = [];
    for (let run = 0; run < FIRST_RUNS; run++) {
      await page.goto(`${stack.urls.wallet}/funi/${alice}/pools/pair/${pair.pairAddress}`);
      await page.locator('[data-testid="funi-chart"] canvas').first().waitFor();
      await page.waitForTimeout(1_000);
      // Each switch is named with its start on the page's clock, to say which one a long task belongs to.
      phases.length = 0;
      await phase('Data 15m (liquidity)');
      await page.evaluate(markChart);
      await pickOption(page, 'Data', '15m');
      await page.evaluate(chartPainted());
      await phase(`${priceTab} first`);
      firstRuns.push(
        (await page.evaluate(clickTabPainted(priceTab, 'GetTimePrices'))) as (typeof firstRuns)[number],
      );
    }
    const switching = phases[0]?.at ?? 0;
    const first = firstRuns.at(-1) as (typeof firstRuns)[number];
    const fromAnswers = firstRuns.map((run) => run.painted - (run.parsed ?? run.clicked));
    const fromAnswer = median(fromAnswers);
    const summary = await page.getByTestId('funi-chart-summary').textContent();
    const width = (await page.evaluate(
      `document.querySelector('[data-testid="funi-chart"]').clientWidth`,
    )) as number;
    // lightweight-charts alone in a bare page, the same candles shaped as the wallet shapes them; its renders
    // alternate with the wallet's cached ones below, so both see the same moments of a loaded machine.
    for (let i = 0; i < 40 && !pricesBody; i++) await page.waitForTimeout(50); // the response handler's read
    const body = pricesBody as GetTimePricesResult | null;
    if (!body) throw new Error('no 15m price answer was seen');
    // The wallet fills the series up to the chain's time, as read when the detail opened.
    const latest = await fetchLatestBlock(stack.urls.rpc);
    if (typeof latest?.timestamp !== 'string') throw new Error('the node sent no latest block time');
    const chainNow = Number(latest.timestamp);
    const candles = priceSeries(body.defiTimePrices, wftm.decimals, tusdc.decimals, '15m', chainNow);
    const bare = await browser.newPage();
    await bare.route('http://bench.invalid/**', (route) =>
      route.request().url().endsWith('/lwc.js')
        ? route.fulfill({ contentType: 'text/javascript', body: readFileSync(LWC, 'utf8') })
        : route.fulfill({
            contentType: 'text/html',
            body: `<!doctype html><html><body style="margin:0"><div id="box" style="width:${width}px;height:280px"></div><script src="/lwc.js"></script></body></html>`,
          }),
    );
    await bare.goto('http://bench.invalid/');
    await bare.evaluate(`window.__candles = ${JSON.stringify(candles)}; undefined`);
    // Warm-ups: the library's code compiled, as in the wallet by then (it drew the earlier charts).
    for (let i = 0; i < BARE_WARMUPS; i++) await bare.evaluate(bareRender);
    const cached: number[] = [];
    const alone: number[] = [];
    for (let i = 0; i < CHART_RUNS; i++) {
      await phase('Volume');
      await page.evaluate(clickTabPainted('Volume', 'GetTimeVolumes'));
      await phase(`${priceTab} cached`);
      const again = (await page.evaluate(clickTabPainted(priceTab, 'GetTimePrices'))) as {
        clicked: number;
        painted: number;
      };
      cached.push(again.painted - again.clicked);
      alone.push((await bare.evaluate(bareRender)) as number);
    }
    await bare.close();
    console.error(
      `funi chart alone: ${candles.length} candles at ${width} px, ${alone.map((v) => v.toFixed(0)).join(' ')} ms`,
    );
    for (const span of ['1W', '1M', 'All']) {
      await phase(`History ${span}`);
      await page.evaluate(markChart);
      await pickOption(page, 'History', span);
      await page.evaluate(chartPainted());
    }
    const otherPrice = `${tusdc.symbol}/${wftm.symbol}`;
    await phase(otherPrice);
    await page.evaluate(clickTabPainted(otherPrice, 'GetTimePrices'));
    await phase('Liquidity');
    await page.evaluate(clickTabPainted(`Liquidity in ${pair.tokens[0]?.symbol}`, 'GetTimeReserves'));
    const switched = (await page.evaluate('performance.now()')) as number;
    const probe = await readProbe(page);
    const switchTasks = probe.longTasks.filter((t) => t.start + t.duration > switching && t.start < switched);
    const worstSwitch = longestTask(probe.longTasks, switching, switched);
    const firstTask = longestTask(probe.longTasks, first.clicked, first.painted);
    console.error(
      `funi chart: ${summary}; first paint ${fromAnswers.map((v) => v.toFixed(0)).join(' ')} ms after the answer (last request ${(
        (first.parsed ?? 0) - (first.sent ?? 0)
      ).toFixed(
        0,
      )} ms), cached ${cached.map((v) => v.toFixed(0)).join(' ')} ms; long tasks while switching: ${switchTasks
        .map((t) => {
          const during = phases.filter((p) => p.at <= t.start).at(-1)?.name ?? 'before';
          return `${during} ${t.duration.toFixed(0)} ms`;
        })
        .join(', ')}`,
    );
    // The switches again (answers cached now) under a trace: the long tasks' own CPU time.
    const tracedAll = await tracedTasks(browser, page, async () => {
      for (const name of ['Volume', priceTab, otherPrice, `Liquidity in ${pair.tokens[0]?.symbol}`])
        await page.evaluate(clickTabPainted(name, ''));
      for (const span of ['1W', '1M', 'All']) {
        await page.evaluate(markChart);
        await pickOption(page, 'History', span);
        await page.evaluate(chartPainted());
      }
    });
    const traced = tracedAll.filter((t) => t.wall > 50);
    const worstTraced = traced.reduce((w, t) => (t.wall > w.wall ? t : w), { wall: 0, cpu: 0 });
    console.error(
      `funi switches, traced repeat: long tasks (wall/CPU ms) ${traced.map((t) => `${t.wall.toFixed(0)}/${t.cpu.toFixed(0)}`).join(', ') || 'none'}`,
    );
    await context.close();

    const uiP50 = median(ui);
    const rawP50 = median(raw);
    const aloneP50 = median(alone);
    const cachedP50 = median(cached);
    return [
      {
        figure: `swap quote: request sent (debounce fired) → estimate painted in To, p50 of ${QUOTES}`,
        value: uiP50,
        unit: 'ms',
        baseline: { label: `raw eth_call getAmountsOut from ${rawFrom}, p50`, value: rawP50 },
        target: '≤ 4×',
        met: uiP50 <= 4 * rawP50,
      },
      {
        figure: 'swap quote: of which request sent → answer parsed (the API round trip), p50',
        value: median(answered),
        unit: 'ms',
        baseline: { label: 'raw eth_call, p50', value: rawP50 },
      },
      {
        figure: `chart ${priceTab} 15m, all history (${candles.length} candles): answer parsed → painted, first time in a fresh page, median of ${FIRST_RUNS}`,
        value: fromAnswer,
        unit: 'ms',
        baseline: { label: 'lightweight-charts alone, same candles, median', value: aloneP50 },
        target: '≤ 1.5×',
        met: fromAnswer <= 1.5 * aloneP50,
      },
      {
        figure: `chart ${priceTab} 15m, answer cached: tab click → painted, median of ${CHART_RUNS}`,
        value: cachedP50,
        unit: 'ms',
        baseline: { label: 'lightweight-charts alone, median', value: aloneP50 },
        target: '≤ 1.5×',
        met: cachedP50 <= 1.5 * aloneP50,
      },
      {
        figure: 'chart: longest main-thread task switching tabs (4) and spans (15m, 1W, 1M, All)',
        value: worstSwitch,
        unit: 'ms',
        target: 'none > 50 ms',
        met: worstSwitch <= 50,
      },
      {
        figure: `chart switches, traced repeat (answers cached): the longest task's own CPU time (its wall time ${worstTraced.wall.toFixed(0)} ms)`,
        value: worstTraced.cpu,
        unit: 'ms',
      },
      {
        figure: 'chart: longest task of the first 15m price render',
        value: firstTask,
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
