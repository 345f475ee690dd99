// `npm run bench -- connectors`, WalletConnect as a user meets it (docs/external-wallets.md#walletconnect): the
// shipped build in Chromium running the SDK as a real page does (Verify frame included, answered by its double in
// the browser), a loopback relay and a phone on the real WalletKit. Click → QR shown, and Send → the request at the
// phone.
import { join } from 'node:path';
import { fundFromFaucet } from '@fantom-wallet/test-doubles/shared/createChainWallet.ts';
import { startLoopbackRelay } from '@fantom-wallet/test-doubles/walletconnect/startLoopbackRelay.ts';
import { startPhone } from '@fantom-wallet/test-doubles/walletconnect/startPhone.ts';
import { VERIFY_ORIGIN, verifyAnswer } from '@fantom-wallet/test-doubles/walletconnect/verifyDouble.ts';
import type { Browser, Page } from '@playwright/test';
import type { BenchRow } from '../../../../scripts/bench/types.ts';
import { startStack } from '../../../../scripts/stack/startStack.ts';
import { launchChromium, median } from './launchChromium.ts';

const RUNS = 3;
const LOCAL_CHAIN_ID = 4003;
const BOB = '0x00000000000000000000000000000000000b0b01';

/**
 * Runs in the page before its scripts, on the page's clock: the click on the connect window's WalletConnect button,
 * and the first animation frame after it in which the QR window's pairing link holds a `wc:` URI.
 */
const qrProbe = `
  window.__qr = {};
  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.textContent.trim() !== 'WalletConnect' || window.__qr.clicked !== undefined) return;
    window.__qr.clicked = performance.now();
    const look = () => {
      const link = document.querySelector('[data-testid="walletconnect-uri"]');
      if (link && link.value.startsWith('wc:')) window.__qr.shown = performance.now();
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  }, true);
`;

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(`${VERIFY_ORIGIN}/**`, (route) => {
    const answer = verifyAnswer(route.request().url());
    return answer === null ? route.abort() : route.fulfill(answer);
  });
  await page.addInitScript({ content: qrProbe });
  return page;
}

/** Opens the QR window from the welcome screen; the milliseconds from the click to the QR's URI on screen. */
async function openQr(page: Page, wallet: string): Promise<number> {
  await page.goto(wallet);
  await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'WalletConnect' }).click();
  await page.waitForFunction(() => (globalThis as { __qr?: { shown?: number } }).__qr?.shown !== undefined);
  const { clicked, shown } = (await page.evaluate('window.__qr')) as { clicked: number; shown: number };
  return shown - clicked;
}

/**
 * Click → QR shown in fresh pages, then one session with the phone and RUNS sends of 0.01 FTM: from the click on
 * Send (the page reports it to this process as it happens) to the request's arrival at the phone (polled here
 * every millisecond); the phone approves and the send is waited out before the next.
 */
export async function walletConnectPageRows(dir: string): Promise<BenchRow[]> {
  const relay = await startLoopbackRelay();
  const stack = await startStack({
    dataDir: join(dir, 'wc-stack'),
    fresh: true,
    epochIntervalMs: 0,
    chainSaveIntervalSeconds: 0,
    connectors: { walletConnect: { relayUrl: relay.url } },
  });
  const browser = await launchChromium();
  const phone = await startPhone({ relayUrl: relay.url, rpcUrl: stack.urls.rpc, chainId: LOCAL_CHAIN_ID });
  try {
    await fundFromFaucet(stack.urls.faucet, phone.address);
    const qr: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const page = await newPage(browser);
      qr.push(await openQr(page, stack.urls.wallet));
      await page.context().close();
    }

    const page = await newPage(browser);
    let clickedAt: number | undefined;
    await page.exposeFunction('__sendClicked', () => {
      clickedAt = performance.now();
    });
    await page.addInitScript(() => {
      document.addEventListener(
        'click',
        (event) => {
          const button = event.target instanceof Element ? event.target.closest('button') : null;
          if (button?.textContent?.trim() === 'Send')
            (globalThis as unknown as { __sendClicked: () => void }).__sendClicked();
        },
        true,
      );
    });
    await openQr(page, stack.urls.wallet);
    await phone.pair(await page.getByTestId('walletconnect-uri').inputValue());
    await page.waitForURL(new RegExp(`/account/${phone.address}$`), { timeout: 30_000 });
    const toPhone: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await page.goto(`${stack.urls.wallet}/account/${phone.address}/send`);
      await page.getByLabel('Send to').fill(BOB);
      await page.getByLabel('Send to').blur();
      await page.getByLabel(/^Amount \(/).fill('0.01');
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByText('Confirm in WalletConnect').waitFor();
      await page.getByText('Preparing the transaction…').waitFor({ state: 'detached' });
      const before = phone.requests.length;
      clickedAt = undefined;
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      while (phone.requests.length === before) await new Promise((resolve) => setTimeout(resolve, 1));
      const arrived = performance.now();
      if (clickedAt === undefined) throw new Error('the click on Send was not reported');
      toPhone.push(arrived - clickedAt);
      await page.getByRole('heading', { name: 'Success' }).waitFor({ timeout: 60_000 });
    }
    console.error(
      `  walletconnect page: QR ${qr.map((ms) => ms.toFixed(0)).join(', ')} ms; Send → phone ${toPhone.map((ms) => ms.toFixed(0)).join(', ')} ms`,
    );
    const qrMs = median(qr);
    const phoneMs = median(toPhone);
    return [
      {
        figure: `walletconnect in the page: click → QR shown (Verify frame answered by its double), median of ${RUNS}`,
        value: qrMs,
        unit: 'ms',
        target: '≤ 1000 ms',
        met: qrMs <= 1000,
      },
      {
        figure: `walletconnect in the page: Send → the request at the phone (loopback relay), median of ${RUNS}`,
        value: phoneMs,
        unit: 'ms',
        target: '≤ 200 ms',
        met: phoneMs <= 200,
      },
    ];
  } finally {
    await phone.close();
    await browser.close();
    await stack.stop();
    await relay.close();
  }
}
