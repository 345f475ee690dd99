import { addresses, simulationTrapTokenArtifact } from '@fantom-wallet/contracts';
import { encodeFunctionData, erc20Abi, numberToHex, parseEther } from 'viem';
import { generatePrivateKey } from 'viem/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { addressOf, apiUrl, balanceOf, DEV_KEYS, expectBalance, SendPages } from '../pages/SendPages.ts';

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
const TUSDC = '0x7e57000000000000000000000000000000000006';

/** One JSON-RPC call to the stack's devnet. */
async function rpc<T>(url: string, method: string, params: unknown[]): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result: T; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

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
      (await panel.getByText(/^Prediction at block \d+$/).textContent())?.match(/\d+/)?.[0],
    );
    // Five blocks pass: the old result stays, marked, until the new one replaces it.
    await fetch(stack.urls.rpc, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_mine', params: ['0x5'] }),
    });
    await expect(
      panel.getByText('Out of date').or(panel.getByText(`Prediction at block ${block + 5}`)),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(
      panel.getByText(new RegExp(`^Prediction at block (${block + 5}|${block + 6})$`)),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(panel.getByText('Out of date')).toHaveCount(0);
    await expect(panel.getByText('−1.234567890123456789 FTM')).toBeVisible();
  });

  test('a tUSDC send: the token leaves at the typed amount, with its address', async ({
    page,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    await send.store(DEV_KEYS.bob);
    await send.openSend(BOB, TUSDC);
    await send.fill(CAROL, '2.000001');
    await send.toConfirmation();
    const panel = page.getByRole('region', { name: 'What this transaction does' });
    await expect(panel.getByText(`−2.000001 tUSDC (${TUSDC})`)).toBeVisible();
    // tUSDC is no contract of the network's: its method is only what its selector looks like.
    await expect(panel.getByText(/· looks like transfer\(address,uint256\)$/)).toBeVisible();
    await screenshotAs('simulation-token');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByText(`−2.000001 tUSDC (${TUSDC})`)).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('simulation-token-phone');
  });

  test('a token honest only without a gas price: the send shows the whole balance leaving, as it then does', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    // A fresh account holding 1,000 of the devnet's gas-price trap token (docs/simulation.md#hostile-contracts-on-the-devnet).
    const key = generatePrivateKey();
    const victim = addressOf(key);
    const trap = addresses.trapGasPrice;
    await rpc(stack.urls.rpc, 'anvil_setBalance', [victim, numberToHex(parseEther('10'))]);
    const minted = await rpc<`0x${string}`>(stack.urls.rpc, 'eth_sendTransaction', [
      {
        from: addressOf(DEV_KEYS.owner),
        to: trap,
        data: encodeFunctionData({
          abi: simulationTrapTokenArtifact.abi,
          functionName: 'mint',
          args: [victim, parseEther('1000')],
        }),
      },
    ]);
    await expect.poll(() => rpc(stack.urls.rpc, 'eth_getTransactionReceipt', [minted])).not.toBeNull();
    const send = new SendPages(page);
    await send.store(key);
    await send.openSend(victim, trap);
    await send.fill(CAROL, '1');
    await send.toConfirmation();
    const panel = page.getByRole('region', { name: 'What this transaction does' });
    // Simulated with the fee the transaction pays, the transfer takes everything, and the panel says so.
    await expect(panel.getByText(`−1,000 TRAPGP (${trap})`)).toBeVisible();
    await expect(
      panel.getByText('You would lose more than you entered: 1,000 TRAPGP, not 1 TRAPGP.'),
    ).toBeVisible();
    // The 999 taken on the side move without an event.
    await expect(panel.getByText("This token's events do not match its balances.")).toBeVisible();
    await expect(
      panel.getByText(
        `${trap} reads the gas price, the base fee, and the block's producer, which only the mined block sets: on chain it may do something other than this prediction shows.`,
      ),
    ).toBeVisible();
    const confirm = page.getByRole('button', { name: 'Send', exact: true });
    await expect(confirm).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('simulation-trap');
    await page.getByLabel('I understand the risk').check();
    await send.confirm();
    await send.expectSuccess();
    // The prediction held: the whole balance left.
    const left = await rpc<`0x${string}`>(stack.urls.rpc, 'eth_call', [
      {
        to: trap,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [victim] }),
      },
      'latest',
    ]);
    expect(BigInt(left)).toBe(0n);
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
    await send.store(DEV_KEYS.bob);
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
    await send.store(DEV_KEYS.bob);
    const carolBefore = await balanceOf(apiUrl(stack.urls), CAROL);
    await send.openSend(BOB);
    await send.fill(CAROL, '0.5');
    await send.toConfirmation();
    await expect(page.getByText(/^Simulation unavailable: /)).toBeVisible({ timeout: 20_000 });
    await expectNoSeriousA11yViolations(page);
    await send.confirm();
    await send.expectSuccess();
    await expectBalance(apiUrl(stack.urls), CAROL).toBe(carolBefore + 500_000_000_000_000_000n);
  });
});
