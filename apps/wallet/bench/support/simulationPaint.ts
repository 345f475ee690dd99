// The simulation bench's browser step (`npm run bench -- simulation`, services/api/bench/simulation.ts): the send
// confirmation's rows, Max Fee, password and Send painted while every fwalletSimulate request is held back 1 s,
// against the moment the panel answers (docs/simulation.md#in-the-confirmation).
import { join } from 'node:path';
import { accountFromMnemonic, encryptKeystore, type KeystoreV3 } from '@fantom-wallet/core';
import type { Browser } from '@playwright/test';
import type { BenchRow } from '../../../../scripts/bench/types.ts';
import { startStack } from '../../../../scripts/stack/startStack.ts';
import { DEV_MNEMONIC } from './devMnemonic.ts';
import { launchChromium, median } from './launchChromium.ts';
import { openWithStoredWallet } from './storedWallet.ts';

const BOB = '0x00000000000000000000000000000000000b0b01';
const PAINT_RUNS = 3;
const HOLD_MS = 1000;
const PASSWORD = 'Benchmark-Passw0rd!';

/**
 * Runs in the page before its scripts, on the page's clock: the click on Continue; the first frame painted
 * once the confirmation shows its Max Fee row, the password field and Send (as pageProbe.ts's `__paintedWhen`: the
 * next animation frame after they are in the document, then a task queued in it, which runs once that frame is
 * painted; until 2026-11-30 a second animation frame, which added the idle rest of a frame); and the moment the
 * simulation panel shows its answer ('Prediction at block …', the panel's words since 47fef18).
 */
const paintProbe = `
  window.__paint = {};
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Continue') window.__paint.clicked = performance.now();
  }, true);
  new MutationObserver(() => {
    const p = window.__paint;
    if (p.clicked === undefined) return;
    const text = document.body.innerText;
    const send = [...document.querySelectorAll('button')].some((b) => b.textContent.trim() === 'Send');
    if (p.rowsInDom === undefined && send && text.includes('Max Fee') && document.querySelector('input[type=password]')) {
      p.rowsInDom = performance.now();
      requestAnimationFrame(() => setTimeout(() => { p.painted = performance.now(); }, 0));
    }
    const panel = document.querySelector('[data-testid=simulation]');
    if (p.answered === undefined && panel && /Prediction at block \\d+/.test(panel.textContent)) p.answered = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
`;

interface PaintProbe {
  clicked?: number;
  rowsInDom?: number;
  painted?: number;
  answered?: number;
}

/** One send confirmation in a fresh context, every fwalletSimulate request held back HOLD_MS. */
async function paintOnce(browser: Browser, wallet: string, from: string, keystore: KeystoreV3) {
  const page = await openWithStoredWallet(browser, wallet, from, keystore, paintProbe);
  try {
    await page.route('**/*', async (route) => {
      if (!(route.request().postData() ?? '').includes('fwalletSimulate')) return route.fallback();
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      return route.fallback();
    });
    await page.goto(`${wallet}/account/${from}/send`);
    await page.getByLabel('Send to').fill(BOB);
    await page.getByLabel('Send to').blur();
    await page.getByLabel(/^Amount \(/).fill('0.01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForFunction(
      () => {
        const p = (globalThis as unknown as { __paint: PaintProbe }).__paint;
        return p.painted !== undefined && p.answered !== undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const probe = (await page.evaluate('window.__paint')) as Required<PaintProbe>;
    return { painted: probe.painted - probe.clicked, answered: probe.answered - probe.clicked };
  } finally {
    await page.context().close();
  }
}

/**
 * Rows and Confirm never wait for the simulation (docs/simulation.md#in-the-confirmation): a local stack from the
 * bench's snapshot with the wallet's build (FWALLET_WALLET_DIST or apps/wallet/dist), alice as a keystore wallet,
 * the send form filled and Continue clicked, every fwalletSimulate request held 1 s; median of PAINT_RUNS.
 */
export async function paintedBeforeSimulation(dir: string, snapshotFile: string): Promise<BenchRow[]> {
  const alice = accountFromMnemonic(DEV_MNEMONIC, 1);
  const keystore = await encryptKeystore(alice.privateKey, PASSWORD);
  const stack = await startStack({
    dataDir: join(dir, 'stack'),
    snapshotFile,
    epochIntervalMs: 0,
    chainSaveIntervalSeconds: 0,
    bridgeDataDir: join(dir, 'stack-bridge'),
  });
  const browser = await launchChromium();
  try {
    const runs: { painted: number; answered: number }[] = [];
    for (let run = 0; run < PAINT_RUNS; run++)
      runs.push(await paintOnce(browser, stack.urls.wallet, alice.address, keystore));
    console.error(
      `  paint: rows, Max Fee, password and Send painted (ms after Continue) ${runs.map((r) => r.painted.toFixed(0)).join(', ')}; ` +
        `the panel's answer ${runs.map((r) => r.answered.toFixed(0)).join(', ')}`,
    );
    const painted = median(runs.map((r) => r.painted));
    const answered = median(runs.map((r) => r.answered));
    return [
      {
        figure: `send confirmation: rows, Max Fee, password and Send painted after Continue, fwalletSimulate held ${HOLD_MS} ms (median of ${PAINT_RUNS})`,
        value: painted,
        unit: 'ms',
        baseline: { label: "the simulation panel's answer, same runs", value: answered },
        target: 'before the answer',
        met: runs.every((r) => r.painted < r.answered),
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
  }
}
