import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, balanceOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
const TUSDC = '0x7e57000000000000000000000000000000000006';

// Pre-sign simulation in the shared confirmation (docs/simulation.md#in-the-confirmation). Sites' requests in the
// extension (the drainer and the lookalike) are tested with the extension's specs.
test.describe('pre-sign simulation (docs/simulation.md)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('an FTM send shows exactly the typed amount leaving; a new block range marks it out of date and it refreshes', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.restore(DEV_KEYS.bob);
    const panel = page.getByRole('region', { name: 'What this transaction does' });
    for (const dark of [true, false]) {
      await send.setScheme(dark);
      await send.openSend(BOB);
      await send.fill(CAROL, '1.234567890123456789');
      await send.toConfirmation();
      await expect(panel.getByText('−1.234567890123456789 FTM')).toBeVisible();
      await expect(panel.getByText('You send')).toBeVisible();
      await expect(panel.getByText(`${CAROL} · FTM transfer`, { exact: false })).toBeVisible();
      await expect(panel.getByText('Gas used 21000')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`simulation-send-${dark ? 'dark' : 'light'}`);
    }
    const block = Number(
      (await panel.getByText(/^Simulated on block \d+$/).textContent())?.match(/\d+/)?.[0],
    );
    // Five blocks pass: the old result stays, marked, until the new one replaces it.
    await fetch(stack.urls.rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
    });
    await expect(
      panel.getByText('Out of date').or(panel.getByText(`Simulated on block ${block + 5}`)),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByText(new RegExp(`^Simulated on block (${block + 5}|${block + 6})$`))).toBeVisible(
      {
        timeout: 15_000,
      },
    );
    await expect(panel.getByText('Out of date')).toHaveCount(0);
    await expect(panel.getByText('−1.234567890123456789 FTM')).toBeVisible();
  });

  test('a tUSDC send: the token leaves at the typed amount, with its address', async ({
    page,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.restore(DEV_KEYS.bob);
    await send.openSend(BOB, TUSDC);
    await send.fill(CAROL, '2.000001');
    await send.toConfirmation();
    const panel = page.getByRole('region', { name: 'What this transaction does' });
    await expect(panel.getByText(`−2.000001 tUSDC (${TUSDC})`)).toBeVisible();
    await expect(panel.getByText(/· transfer$/)).toBeVisible();
    await screenshotAs('simulation-token');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByText(`−2.000001 tUSDC (${TUSDC})`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('simulation-token-phone');
  });

  test('a call the simulation says reverts: red, Confirm waits for the tick', async ({
    page,
    screenshotAs,
  }) => {
    // The API is asked for real; its answer is turned into a revert, so only the simulation fails.
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'FwalletSimulate') return route.fallback();
      const response = await route.fetch();
      const json = (await response.json()) as {
        data: { fwalletSimulate: { calls: { status: boolean; revertReason: string | null }[] } };
      };
      for (const call of json.data.fwalletSimulate.calls) {
        call.status = false;
        call.revertReason = 'ERC20InsufficientBalance';
      }
      await route.fulfill({ response, json });
    });
    const send = new SendPages(page);
    await send.restore(DEV_KEYS.bob);
    await send.openSend(BOB);
    await send.fill(CAROL, '1');
    await send.toConfirmation();
    await expect(
      page.getByText('This transaction would fail: ERC20InsufficientBalance. You would still pay the fee.'),
    ).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Send', exact: true });
    await expect(confirm).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('simulation-revert');
    await page.getByLabel('I understand the risk').check();
    await expect(confirm).toBeEnabled();
  });

  test('simulation requests failing: unavailable in grey, and the send still goes through', async ({
    page,
    stack,
  }) => {
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName !== 'FwalletSimulate') return route.fallback();
      return route.fulfill({
        json: { errors: [{ message: 'internal server error', extensions: { code: 'INTERNAL' } }] },
      });
    });
    const send = new SendPages(page);
    await send.restore(DEV_KEYS.bob);
    const carolBefore = await balanceOf(apiUrl(stack.urls), CAROL);
    await send.openSend(BOB);
    await send.fill(CAROL, '0.5');
    await send.toConfirmation();
    await expect(page.getByText(/^Simulation unavailable: /)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await send.confirm();
    await send.expectSuccess();
    expect(await balanceOf(apiUrl(stack.urls), CAROL)).toBe(carolBefore + 500_000_000_000_000_000n);
  });
});
