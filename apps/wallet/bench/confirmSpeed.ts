import { scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { accountFromMnemonic, encryptKeystore, type KeystoreV3 } from '@fantom-wallet/core';
import { type Browser, expect } from '@playwright/test';
import type { Bench } from '../../../scripts/bench/types.ts';
import { startStack } from '../../../scripts/stack/startStack.ts';
import { DEV_MNEMONIC } from './support/devMnemonic.ts';
import { launchChromium, median } from './support/launchChromium.ts';
import { storeWallet } from './support/storedWallet.ts';

const RUNS = 5;
const PASSWORD = 'Benchmark-Passw0rd!';

/**
 * Runs in the page before its own scripts (a string: tsx's transform of a function would reference helpers the
 * page lacks). On the page's clock: the click on Send (a capture listener, ahead of the app's own), every
 * message from a Web Worker (the signer's answers), and the moment the app hands the `sendTransaction` request
 * to fetch, which is when the signed transaction leaves the page.
 */
const probeScript = `
  window.__confirm = { workerMessages: [] };
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button.textContent.trim() === 'Send') window.__confirm.clicked = performance.now();
  }, true);
  const pageFetch = window.fetch;
  window.fetch = function (input, init) {
    if (window.__confirm.sent === undefined && typeof init?.body === 'string' && init.body.includes('sendTransaction'))
      window.__confirm.sent = performance.now();
    return pageFetch.apply(this, arguments);
  };
  window.Worker = new Proxy(window.Worker, {
    construct(target, args, newTarget) {
      const worker = Reflect.construct(target, args, newTarget);
      worker.addEventListener('message', () => window.__confirm.workerMessages.push(performance.now()));
      return worker;
    },
  });
`;

interface Probe {
  clicked?: number;
  sent?: number;
  workerMessages: number[];
}

/** One send through the UI in a fresh browser context: the click on Send → the request leaving, and its parts. */
async function confirmOnce(
  browser: Browser,
  wallet: string,
  from: string,
  to: string,
  keystore: KeystoreV3,
): Promise<{ total: number; signed: number }> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(`${wallet}/runtime-config.json`); // the origin, without the app
    await page.evaluate(storeWallet(from, keystore));
    await page.addInitScript({ content: probeScript });
    await page.goto(`${wallet}/account/${from}/send`);
    await page.getByLabel('Send to').fill(to);
    await page.getByLabel('Send to').blur();
    await page.getByLabel(/^Amount \(/).fill('0.01');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Confirm transaction' }).waitFor();
    const password = page.getByLabel('Password', { exact: true });
    // Typed as a person types it (about a second): whatever the page prepares meanwhile is not counted.
    await password.pressSequentially(PASSWORD, { delay: 50 });
    const send = page.getByRole('button', { name: 'Send', exact: true });
    await expect(send).toBeEnabled({ timeout: 30_000 });
    await send.click();
    // A function, not a string: the page's CSP refuses the eval a string predicate needs.
    await page.waitForFunction(
      () => (globalThis as unknown as { __confirm: Probe }).__confirm.sent !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    const probe = (await page.evaluate('window.__confirm')) as Probe;
    // The next run takes its nonce from the chain: let this one be mined first.
    await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 60_000 });
    const clicked = probe.clicked ?? Number.NaN;
    const sent = probe.sent ?? Number.NaN;
    const answered = Math.max(...probe.workerMessages.filter((t) => t > clicked && t <= sent));
    return { total: sent - clicked, signed: answered - clicked };
  } finally {
    await context.close();
  }
}

/** Node's native scrypt with the keystore's own parameters: the baseline, timed in the same run. */
function nativeScrypt(keystore: KeystoreV3): Promise<number> {
  const params = keystore.crypto.kdfparams as {
    n: number;
    r: number;
    p: number;
    dklen: number;
    salt: string;
  };
  const started = performance.now();
  return new Promise((resolve, reject) =>
    scrypt(
      PASSWORD,
      Buffer.from(params.salt, 'hex'),
      params.dklen,
      { N: params.n, r: params.r, p: params.p, maxmem: 512 * 1024 * 1024 },
      (error) => (error ? reject(error) : resolve(performance.now() - started)),
    ),
  );
}

/**
 * Confirming a send with the wallet password, as a user does it, against one native scrypt of the same keystore:
 * a local stack (devnet, one API, the production build), a keystore wallet (scrypt N=2^18) put in place as a
 * restore leaves it, the send form at /account/<address>/send filled (recipient, amount), Continue, the
 * password typed, then Send. Measured in the page, from the click on Send to the moment the `sendTransaction`
 * request is handed to fetch (decrypting and signing in the signer worker, and whatever the page does around it),
 * median of 5 sends (a fresh browser context each), interleaved with Node's crypto.scrypt on the keystore's own
 * parameters. Needs a build (`npm run build -w apps/wallet`).
 */
const bench: Bench = async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'confirm-speed-'));
  const from = accountFromMnemonic(DEV_MNEMONIC, 1); // alice: funded by the devnet's seed
  const to = accountFromMnemonic(DEV_MNEMONIC, 2).address;
  const keystore = await encryptKeystore(from.privateKey, PASSWORD);
  const stack = await startStack({ dataDir, fresh: true, epochIntervalMs: 0, chainSaveIntervalSeconds: 0 });
  const browser = await launchChromium();
  try {
    const ours: Array<{ total: number; signed: number }> = [];
    const baseline: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      ours.push(await confirmOnce(browser, stack.urls.wallet, from.address, to, keystore));
      baseline.push(await nativeScrypt(keystore));
    }
    console.error(
      `confirmSpeed: Send → request (ms) ${ours.map((o) => o.total.toFixed(0)).join(', ')}; ` +
        `of which Send → signer's answer ${ours.map((o) => o.signed.toFixed(0)).join(', ')}; ` +
        `native scrypt ${baseline.map((b) => b.toFixed(0)).join(', ')}`,
    );
    const total = median(ours.map((o) => o.total));
    const native = median(baseline);
    return [
      {
        figure: `Send clicked → signed transaction leaves the page (password, N=2^18), median of ${RUNS}`,
        value: total,
        unit: 'ms',
        baseline: { label: 'Node crypto.scrypt, same keystore', value: native },
        target: '≤ 1.3×',
        met: total <= 1.3 * native,
      },
      {
        figure: "of which Send clicked → the signer worker's answer (decrypt + sign), median",
        value: median(ours.map((o) => o.signed)),
        unit: 'ms',
        baseline: { label: 'Node crypto.scrypt, same keystore', value: native },
      },
    ];
  } finally {
    await browser.close();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};
export default bench;
