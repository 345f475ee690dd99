// The approvals bench's browser step (`npm run bench -- approvals`, services/api/bench/approvals.ts): the account
// page opened on its Approvals tab, the moment its first page of rows is painted against the time of the
// fwalletApprovals request that brought them (docs/approvals.md#in-the-wallet).
import { join } from 'node:path';
import { createDevChainClients, waitForReceipt } from '@fantom-wallet/contracts';
import { accountFromMnemonic, encryptKeystore, type KeystoreV3 } from '@fantom-wallet/core';
import type { Browser } from '@playwright/test';
import { type Address, encodeFunctionData, erc20Abi, type Hash, maxUint256, numberToHex } from 'viem';
import type { BenchRow } from '../../../../scripts/bench/types.ts';
import { startStack } from '../../../../scripts/stack/startStack.ts';
import { waitForIndexer } from '../../../../scripts/stack/waitForIndexer.ts';
import { DEV_MNEMONIC } from './devMnemonic.ts';
import { launchChromium, median } from './launchChromium.ts';
import { openWithStoredWallet } from './storedWallet.ts';

/** Cold loads per run: a load's request took 26–180 ms on this machine, and five left the median to one or two. */
const PAINT_RUNS = 9;
/** The tab's first page (APPROVALS_PAGE_SIZE in features/approvals/data/fetchApprovals.ts). */
const PAGE_ROWS = 100;
/** More rows than the bench's 1280×720 window shows of the table (about 8). */
const SCREEN_ROWS = 10;
const PASSWORD = 'Benchmark-Passw0rd!';

/**
 * Runs in the page before its scripts, on the page's clock: when the first fwalletApprovals request starts and
 * when its whole answer has arrived (a copy of the response read to its end), and the first frames painted once
 * the Approvals table holds a screenful of rows, then its whole first page: as pageProbe.ts's `__paintedWhen`, the
 * next animation frame after they are in the document, then a task queued in it, which runs once that frame is
 * painted. (Until 2026-11-30 this waited for a second animation frame instead, which added the idle rest of a
 * 16.7 ms frame after the paint to every figure.)
 */
const paintProbe = `
  window.__paint = {};
  const send = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const p = window.__paint;
    const mine = p.started === undefined && typeof init?.body === 'string' && init.body.includes('fwalletApprovals');
    if (mine) p.started = performance.now();
    const response = await send(input, init);
    if (mine) response.clone().arrayBuffer().then(() => { p.received = performance.now(); });
    return response;
  };
  const paintedWhen = (key) => requestAnimationFrame(() => setTimeout(() => {
    window.__paint[key] = performance.now();
  }, 0));
  new MutationObserver(() => {
    const p = window.__paint;
    const rows = document.querySelectorAll('table[aria-label="Approvals"] tbody tr').length;
    if (p.screenSeen === undefined && rows >= ${SCREEN_ROWS}) { p.screenSeen = true; paintedWhen('screen'); }
    if (p.pageSeen === undefined && rows >= ${PAGE_ROWS}) { p.pageSeen = true; paintedWhen('page'); }
  }).observe(document, { subtree: true, childList: true });
`;

interface PaintProbe {
  started?: number;
  received?: number;
  screen?: number;
  page?: number;
}

/** The account page opened on its Approvals tab in a fresh context. */
async function paintOnce(browser: Browser, wallet: string, owner: string, keystore: KeystoreV3) {
  const page = await openWithStoredWallet(browser, wallet, owner, keystore, paintProbe);
  try {
    await page.goto(`${wallet}/account/${owner}?tab=approvals`);
    await page.waitForFunction(
      () => {
        const p = (globalThis as unknown as { __paint: PaintProbe }).__paint;
        return p.page !== undefined && p.screen !== undefined && p.received !== undefined;
      },
      undefined,
      { timeout: 60_000 },
    );
    const probe = (await page.evaluate('window.__paint')) as Required<PaintProbe>;
    return {
      screen: probe.screen - probe.started,
      page: probe.page - probe.started,
      request: probe.received - probe.started,
    };
  } finally {
    await page.context().close();
  }
}

/**
 * The Approvals tab's rows against their request: a local stack from the bench's snapshot with the wallet's build
 * (FWALLET_WALLET_DIST or apps/wallet/dist), alice approving `approvals` plain addresses on tUSDC (every other one
 * unlimited), her keystore wallet stored, the account page opened on the tab; medians of PAINT_RUNS.
 */
export async function approvalsTabPaint(
  dir: string,
  snapshotFile: string,
  token: Address,
  approvals: number,
): Promise<BenchRow[]> {
  const alice = accountFromMnemonic(DEV_MNEMONIC, 1);
  const keystore = await encryptKeystore(alice.privateKey, PASSWORD);
  const stack = await startStack({
    dataDir: join(dir, 'paint-stack'),
    snapshotFile,
    epochIntervalMs: 0,
    chainSaveIntervalSeconds: 0,
    bridgeDataDir: join(dir, 'paint-stack-bridge'),
  });
  const browser = await launchChromium();
  try {
    const clients = createDevChainClients(stack.urls.rpc);
    const hashes: Hash[] = [];
    for (let i = 0; i < approvals; i++) {
      hashes.push(
        await clients.wallet.sendTransaction({
          account: alice.address,
          chain: null,
          to: token,
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [numberToHex(0xb770000 + i, { size: 20 }), i % 2 === 0 ? maxUint256 : BigInt(i + 1)],
          }),
        }),
      );
    }
    for (const hash of hashes) await waitForReceipt(clients.public, hash);
    await Promise.all(stack.apis.map((api) => waitForIndexer(stack.urls.rpc, () => api.indexedHead())));

    const runs: { screen: number; page: number; request: number }[] = [];
    for (let run = 0; run < PAINT_RUNS; run++)
      runs.push(await paintOnce(browser, stack.urls.wallet, alice.address, keystore));
    const list = (key: keyof (typeof runs)[number]) => runs.map((r) => r[key].toFixed(0)).join(', ');
    console.error(
      `  paint (ms after the request started): ${SCREEN_ROWS} rows ${list('screen')}; ${PAGE_ROWS} rows ${list('page')}; ` +
        `the request's answer ${list('request')}`,
    );
    const request = median(runs.map((r) => r.request));
    const baseline = { label: 'that request, asked → answer received, same runs', value: request };
    const screen = median(runs.map((r) => r.screen));
    return [
      {
        figure: `Approvals tab: the rows on screen (${SCREEN_ROWS}) painted after fwalletApprovals was asked (median of ${PAINT_RUNS})`,
        value: screen,
        unit: 'ms',
        baseline,
        target: '≤ 1.5×',
        met: screen <= 1.5 * request,
      },
      {
        figure: `Approvals tab: its whole first page (${PAGE_ROWS} rows) painted after fwalletApprovals was asked`,
        value: median(runs.map((r) => r.page)),
        unit: 'ms',
        baseline,
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
  }
}
