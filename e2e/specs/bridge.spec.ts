import { BRIDGE_MESSAGES, bridgeReceived } from '@fantom-wallet/core';
import { type Address, createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test, watchForPageProblems } from '../fixtures/test.ts';
import { addressOf, apiUrl, balanceOf, DEV_KEYS, expectBalance, SendPages } from '../pages/SendPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
// A fresh far address per test run (the worker's far chain lives as long as its stack).
const ETH_RECIPIENT = '0x8ba1f109551bD432803012645Ac136ddd64DBA72' as Address;
const BNB_RECIPIENT = 'bnb1grpf0955h0ykzq3ar5nmum7y6gdfl6lxfn46h2';
const FTM_UUID = '5e0c6a35-3b6f-4c1e-9d0a-6f2f0b1c0f7a';
const TUSDC_UUID = '9b1d3f4e-7a2c-4d8b-8e6f-2c4a1b7d9e03';
const TUSDC = '0x7e57000000000000000000000000000000000006';

async function control(bridgeUrl: string, name: string, body: object): Promise<void> {
  const response = await fetch(`${bridgeUrl}/test/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.ok).toBe(true);
}

async function chooseDirection(
  send: SendPages,
  label: 'Opera to Opera' | 'Opera to Ethereum' | 'Opera to BNB Chain',
) {
  await send.page.locator('label', { hasText: label }).click();
}

test.describe('bridge sends (docs/bridge.md)', () => {
  test.describe.configure({ timeout: 180_000 });

  test('Opera to Ethereum: 100 FTM arrive as 50 on the far chain; refused finalizes counted on screen, then the bridge stopped and restarted while completing', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.bob);
    const farToken = stack.bridge.farTokens[FTM_UUID] as Address;
    const far = createPublicClient({ transport: http(stack.urls.farRpc) });
    const farBefore = await far.readContract({
      address: farToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ETH_RECIPIENT],
    });
    const bobBefore = await balanceOf(apiUrl(stack.urls), BOB);

    await send.openSend(BOB);
    await chooseDirection(send, 'Opera to Ethereum');
    await expect(page.getByLabel('Memo (optional)')).toHaveCount(0);
    // An Opera name is no Ethereum address.
    await send.fill('alice.ftm', '100');
    await expect(send.alerts().filter({ hasText: 'Enter a valid ETH address' })).toBeVisible();
    await send.fill(ETH_RECIPIENT, '59');
    await expect(send.alerts().filter({ hasText: 'You must transfer at least 60 FTM' })).toBeVisible();
    await send.fill(ETH_RECIPIENT, '100');
    await expect(page.getByTestId('bridge-receive')).toHaveText(BRIDGE_MESSAGES.youWillReceive('50', 'FTM'));
    for (const dark of [true, false]) {
      await send.setScheme(dark);
      await chooseDirection(send, 'Opera to Ethereum');
      await send.fill(ETH_RECIPIENT, '100');
      await expect(send.fee()).not.toHaveText('…');
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`bridge-form-ethereum-${dark ? 'dark' : 'light'}`);
    }
    const desktop = page.viewportSize();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotAs('bridge-form-ethereum-phone');
    if (desktop) await page.setViewportSize(desktop);

    // Every finalize is refused until the bridge restarts (which clears its test controls).
    await control(stack.urls.bridge, 'failFinalizes', { count: 50 });
    await send.toConfirmation();
    await expect(page.getByTestId('bridge-fee-notice')).toContainText(
      'All bridge transactions incur a fee of 50 FTM, deducted from the transfer amount.',
    );
    await expect(page.getByRole('row', { name: /Send To/ })).toContainText(ETH_RECIPIENT);
    await send.confirm();
    await expect(page.getByTestId('bridge-attempt')).toContainText('attempt 2 of 50', { timeout: 40_000 });
    await screenshotAs('bridge-completing-light');
    // The bridge stops while the wallet is completing: the wallet keeps asking, says the bridge is down, and the
    // first attempt after the bridge is back pays (docs/bridge.md#finalising).
    await stack.bridge.stop();
    await expect(page.getByTestId('bridge-last-error')).toContainText(BRIDGE_MESSAGES.bridgeDown, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('bridge-paid')).toHaveCount(0);
    await stack.restartBridge();
    await expect(page.getByTestId('bridge-paid')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('bridge-paid')).toContainText('50');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('bridge-paid-light');

    const farAfter = await far.readContract({
      address: farToken,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [ETH_RECIPIENT],
    });
    expect(farAfter - farBefore).toBe(bridgeReceived(parseEther('100'), parseEther('50')));
    await expectBalance(apiUrl(stack.urls), BOB).toBeLessThan(bobBefore - parseEther('100'));
  });

  test('Opera to BNB Chain with a memo: the page closed while completing, on return it finished: 50 FTM and the memo on the BEP2 ledger', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.carol);
    await send.openSend(CAROL);
    await chooseDirection(send, 'Opera to BNB Chain');
    await send.fill('0x8ba1f109551bD432803012645Ac136ddd64DBA72', '100');
    await expect(send.alerts().filter({ hasText: 'Enter a valid BNB address' })).toBeVisible();
    await send.fill('bnb136ns6lfw4zs5hg4n85vdthaad7hq5m4gtkgf23', '100');
    await expect(
      send.alerts().filter({ hasText: 'Deposits to this exchange address are disabled' }),
    ).toBeVisible();
    await send.fill(BNB_RECIPIENT, '100');
    await page.getByLabel('Memo (optional)').fill('exchange-tag-42');
    for (const dark of [false, true]) {
      await send.setScheme(dark);
      await chooseDirection(send, 'Opera to BNB Chain');
      await send.fill(BNB_RECIPIENT, '100');
      await page.getByLabel('Memo (optional)').fill('exchange-tag-42');
      await expect(send.fee()).not.toHaveText('…');
      await screenshotAs(`bridge-form-binance-${dark ? 'dark' : 'light'}`);
    }
    // Deposits held unconfirmed: the request cannot finish before the page closes.
    await control(stack.urls.bridge, 'holdDeposits', { on: true });
    await send.toConfirmation();
    await expect(page.getByRole('row', { name: /Memo/ })).toContainText('exchange-tag-42');
    await send.confirm();
    await expect(page.getByTestId('bridge-attempt')).toContainText('attempt 2 of 50', { timeout: 40_000 });
    await screenshotAs('bridge-completing-dark');
    await expectNoSeriousA11yViolations(page);
    // The page closes mid-completion; on return the request carries on and the user is told how it ended.
    const context = page.context();
    await page.close();
    await control(stack.urls.bridge, 'holdDeposits', { on: false });
    const again = await context.newPage();
    const problems = watchForPageProblems(again);
    await again.goto('/dashboard');
    await expect(again.getByTestId('bridge-resume')).toContainText('paid out', { timeout: 40_000 });
    expect(problems).toEqual([]);
    const ledger = (await (await fetch(`${stack.urls.bridge}/test/bep2/${BNB_RECIPIENT}`)).json()) as {
      result: { transfers: { amount: string; memo: string }[] };
    };
    expect(ledger.result.transfers).toContainEqual(
      expect.objectContaining({ amount: parseEther('50').toString(), memo: 'exchange-tag-42' }),
    );
  });

  test('the test token to Ethereum: 50 refused finalizes leave the request failed with its uuid; Retry pays it (on the page clock)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    await page.clock.install();
    const send = new SendPages(page);
    await send.store(DEV_KEYS.bob);
    const farToken = stack.bridge.farTokens[TUSDC_UUID] as Address;
    const far = createPublicClient({ transport: http(stack.urls.farRpc) });
    const farBalance = () =>
      far.readContract({
        address: farToken,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [ETH_RECIPIENT],
      });
    const farBefore = await farBalance();
    const opera = createPublicClient({ transport: http(stack.urls.rpc) });
    const bobTokens = () =>
      opera.readContract({ address: TUSDC, abi: erc20Abi, functionName: 'balanceOf', args: [BOB] });
    const bobTokensBefore = await bobTokens();
    // The bridge carries the test token to Ethereum only; a token send has no memo.
    await send.openSend(BOB, TUSDC);
    await expect(page.getByRole('radio', { name: 'Opera to Ethereum' })).toBeEnabled();
    await expect(page.getByRole('radio', { name: 'Opera to BNB Chain' })).toBeDisabled();
    await chooseDirection(send, 'Opera to Ethereum');
    await expect(page.getByLabel('Memo (optional)')).toHaveCount(0);
    await send.fill(ETH_RECIPIENT, '9.99');
    await expect(send.alerts().filter({ hasText: 'You must transfer at least 10 tUSDC' })).toBeVisible();
    await send.fill(ETH_RECIPIENT, '20');
    await expect(page.getByTestId('bridge-receive')).toHaveText(
      BRIDGE_MESSAGES.youWillReceive('15', 'tUSDC'),
    );
    await control(stack.urls.bridge, 'failFinalizes', { count: 50 });
    await send.toConfirmation();
    await send.confirm();
    const attempt = page.getByTestId('bridge-attempt');
    await expect(attempt).toContainText('attempt 1 of 50', { timeout: 40_000 });
    for (let n = 2; n <= 49; n++) {
      await page.clock.fastForward(3000);
      await expect(attempt).toContainText(`attempt ${n} of 50`);
    }
    // The 50th attempt fails at once and the request is marked failed.
    await page.clock.fastForward(3000);
    await expect(
      page.getByRole('alert').filter({ hasText: 'The bridge has not paid out yet' }),
    ).toBeVisible();
    await expect(page.getByTestId('bridge-uuid')).toHaveText(/^[0-9a-f-]{36}$/);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('bridge-failed');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByTestId('bridge-paid')).toBeVisible({ timeout: 20_000 });
    expect((await farBalance()) - farBefore).toBe(parseUnits('15', 6));
    // The deposit left the wallet as a tUSDC transfer mined on the devnet.
    expect(await bobTokens()).toBe(bobTokensBefore - parseUnits('20', 6));
  });

  test("bridge down: 'Bridge is down' and the bridge directions stay disabled; a malformed swaps answer sends nothing", async ({
    page,
    stack,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.carol);
    await control(stack.urls.bridge, 'answer500', { on: true });
    try {
      await send.openSend(CAROL);
      await expect(page.getByRole('status').filter({ hasText: 'Bridge is down' })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByRole('radio', { name: 'Opera to Ethereum' })).toBeDisabled();
    } finally {
      await control(stack.urls.bridge, 'answer500', { on: false });
    }

    // A malformed swaps answer (a deposit address that is none): 'Bridge is down' and nothing to send.
    await page.route('**/swaps', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          result: { opera_address: '0x1234', uuid: '' },
          errMessage: '',
          status: 200,
        }),
      }),
    );
    const nonce = await createPublicClient({ transport: http(stack.urls.rpc) }).getTransactionCount({
      address: CAROL,
    });
    await send.openSend(CAROL);
    await chooseDirection(send, 'Opera to Ethereum');
    await send.fill(ETH_RECIPIENT, '100');
    await send.continueButton().click();
    await expect(page.getByText('Bridge is down').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Send', exact: true })).toHaveCount(0);
    expect(
      await createPublicClient({ transport: http(stack.urls.rpc) }).getTransactionCount({ address: CAROL }),
    ).toBe(nonce);
  });
});
