import { addresses, uniswapPairAbi, uniswapRouterAbi, waitForReceipt } from '@fantom-wallet/contracts';
import { formatAmount, MESSAGES, maximumAmount, minimumAmount, toDecimalString } from '@fantom-wallet/core';
import { erc20Abi, parseAbi } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { SCREEN_VARIANTS } from '../fixtures/screenVariants.ts';
import { expect, test, watchForPageProblems } from '../fixtures/test.ts';
import { FuniPages, funiChain } from '../pages/FuniPages.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { devnet } from '../pages/StakingPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

const ALICE = addressOf(DEV_KEY_1);
const BOB = addressOf(DEV_KEYS.bob);
const E18 = 10n ** 18n;
const WFTM = addresses.wftm as `0x${string}`;
const FUSD = addresses.fusd as `0x${string}`;
const FEUR = addresses.feur as `0x${string}`;
const USDC = addresses.tokenUsdc as `0x${string}`;
const BTC = addresses.tokenBtc as `0x${string}`;
const wftmAbi = parseAbi(['function deposit() payable']);

// Sends swaps and liquidity changes from alice: a stack of its own.
test.use({ stackKey: 'funi' });

test.describe('fUNI (docs/funi.md)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('swap WFTM → FUSD exact in: the labels walk, the quote is the router’s, Allow then Confirm with one password, balances move within slippage, the swap tops the pair’s Swaps tab (docs/funi.md#swap)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const problems = watchForPageProblems(page);
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    // The page's own clock (flowing as usual until paused): the keystrokes below are 'fast' on it, not on a
    // machine that may be too busy to deliver them within the quote's debounce.
    await page.clock.install();
    await new SendPages(page).store(DEV_KEY_1);
    await funi.openSwap(ALICE);
    // WFTM is chosen first; no second token yet.
    await expect(funi.picker('From token')).toHaveAccessibleName('From token: WFTM');
    await expect(funi.submit()).toHaveText('Select a token');
    await expect(funi.submit()).toBeDisabled();
    await funi.pick('To token', 'FUSD');
    await expect(page).toHaveURL(new RegExp(`/funi/${ALICE}/swap/${WFTM}/${FUSD}$`));
    await expect(funi.submit()).toHaveText('Enter an amount');

    // Five fast keystrokes ask one quote.
    const quotes: string[] = [];
    page.on('request', (request) => {
      const body = request.postData() ?? '';
      if (body.includes('GetUniswapAmountsOut')) quotes.push(body);
    });
    // Typed while the page's clock stands still, then let run: no debounce can end between two keystrokes.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await funi.fromAmount().pressSequentially('12.34');
    await page.clock.resume();
    await expect(funi.toAmount()).not.toHaveValue('', { timeout: 10_000 });
    expect(quotes).toHaveLength(1);
    const amountIn = 1234n * 10n ** 16n;
    const quoted = (await chain.amountsOut(amountIn, [WFTM, FUSD]))[1] as bigint;
    await expect(funi.toAmount()).toHaveValue(toDecimalString(quoted, 18));
    await expect(page.getByTestId('funi-minimum-received')).toHaveText(
      formatAmount(minimumAmount(quoted, 50n), { fractionDigits: 2, symbol: 'FUSD' }),
    );
    await expect(page.getByTestId('funi-slippage')).toHaveText('0.5 %');
    await expect(page.getByTestId('funi-lp-fee')).toHaveText('0.30 %');
    await expect(page.getByTestId('funi-price-impact')).toHaveText(/^0\.0\d %$/);
    await expect(funi.submit()).toHaveText('Swap');

    // '+' and '-' are ignored; text that is not an amount is refused.
    await funi.fromAmount().fill('');
    await funi.fromAmount().pressSequentially('-+1');
    await expect(funi.fromAmount()).toHaveValue('1');
    await funi.fromAmount().fill('1.2.3');
    await expect(page.getByText(MESSAGES.invalidAmount)).toBeVisible();
    await expect(funi.submit()).toHaveText('Enter an amount');
    // More than the balance.
    await funi.fromAmount().fill('100000000');
    await expect(funi.submit()).toHaveText('Insufficient WFTM balance', { timeout: 10_000 });

    for (const { dark, label, size } of SCREEN_VARIANTS) {
      await page.setViewportSize(size);
      await funi.setScheme(dark);
      await funi.fromAmount().fill('12.34');
      await expect(funi.submit()).toHaveText('Swap', { timeout: 10_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`funi-swap-${dark ? 'dark' : 'light'}-${label}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    const wftmBefore = await chain.token(WFTM, ALICE);
    const fusdBefore = await chain.token(FUSD, ALICE);
    await funi.submit().click();
    await expect(page).toHaveURL(/\/swap\/confirmation$/);
    await funi.confirm('Allow');
    // The swap step's simulation: the 12.34 WFTM typed leave, FUSD arrives (docs/simulation.md#in-the-confirmation).
    await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeVisible({ timeout: 30_000 });
    const simulation = page.getByTestId('simulation');
    await expect(simulation.getByText('Uniswap router · swapExactTokensForTokens')).toBeVisible({
      timeout: 30_000,
    });
    await expect(simulation.getByText(/^−12\.34 WFTM/)).toBeVisible();
    await expect(simulation.getByText(/^\+[\d,.]+ FUSD/)).toBeVisible();
    await funi.confirm('Swap');
    await funi.expectSuccess('swap', 'Swap Successful');
    await screenshotAs('funi-swap-success');
    expect(await chain.token(WFTM, ALICE)).toBe(wftmBefore - amountIn);
    const received = (await chain.token(FUSD, ALICE)) - fusdBefore;
    expect(received).toBeGreaterThanOrEqual(minimumAmount(quoted, 50n));

    // The swap tops the pair's Swaps tab.
    const pair = await chain.pairOf(WFTM, FUSD);
    await page.goto(`/funi/${ALICE}/pools/pair/${pair}`);
    await page.getByRole('tab', { name: 'Swaps' }).click();
    const first = page.getByTestId('funi-action-row').first();
    await expect(first).toHaveAttribute('data-kind', 'swap', { timeout: 30_000 });
    await expect(first).toContainText('12.34');
    expect(problems).toEqual([]);
  });
});

test.describe('fUNI labels, pools and liquidity (docs/funi.md)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('exact output: the From amount is the router’s amounts-in, Maximum sold, and a changed slippage changes the limit (docs/funi.md#slippage)', async ({
    page,
    stack,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await funi.openSwap(ALICE, [WFTM, FUSD]);
    await funi.toAmount().fill('10');
    const needed = (await chain.amountsIn(10n * E18, [WFTM, FUSD]))[0] as bigint;
    await expect(funi.fromAmount()).toHaveValue(toDecimalString(needed, 18), { timeout: 10_000 });
    await expect(page.getByTestId('funi-maximum-sold')).toHaveText(
      formatAmount(maximumAmount(needed, 50n), { fractionDigits: 2, symbol: 'WFTM' }),
    );
    // 5 % slippage from the settings moves the limit.
    await page.evaluate(() => {
      const raw = localStorage.getItem('fwallet.settings');
      const stored = raw ? JSON.parse(raw) : { state: {}, version: 1 };
      stored.state.swapSlippageTolerance = '5';
      localStorage.setItem('fwallet.settings', JSON.stringify(stored));
    });
    await page.reload();
    await funi.toAmount().fill('10');
    await expect(page.getByTestId('funi-slippage')).toHaveText('5 %');
    await expect(page.getByTestId('funi-maximum-sold')).toHaveText(
      formatAmount(maximumAmount(needed, 500n), { fractionDigits: 2, symbol: 'WFTM' }),
      { timeout: 10_000 },
    );
    const fusdBefore = await chain.token(FUSD, ALICE);
    const wftmBefore = await chain.token(WFTM, ALICE);
    await funi.submit().click();
    await funi.confirm('Allow');
    await funi.confirm('Swap');
    await funi.expectSuccess('swap', 'Swap Successful');
    expect((await chain.token(FUSD, ALICE)) - fusdBefore).toBe(10n * E18);
    const sold = wftmBefore - (await chain.token(WFTM, ALICE));
    expect(sold).toBeLessThanOrEqual(maximumAmount(needed, 500n));
    expect(sold).toBeGreaterThan(0n);
  });

  test('the empty pair and tokens without a pair: Insufficient Pair Liquidity with the amounts disabled; no tDAI offered; Bad wallet; an empty confirmation goes back (docs/funi.md#swap)', async ({
    page,
  }) => {
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await funi.openSwap(ALICE, [WFTM, BTC]);
    await expect(funi.submit()).toHaveText('Insufficient Pair Liquidity');
    await expect(funi.fromAmount()).toBeDisabled();
    await expect(funi.toAmount()).toBeDisabled();
    // WFTM → fEUR has no pair at all.
    await funi.pick('To token', 'FEUR');
    await expect(funi.submit()).toHaveText('Insufficient Pair Liquidity');
    await funi.picker('To token').click();
    await expect(page.getByRole('listbox').getByTestId('token-option-tDAI')).toHaveCount(0);
    await expect(page.getByRole('listbox').getByTestId('token-option-tUSDC')).toBeVisible();
    await page.keyboard.press('Escape');
    // Picking the other side's token swaps the sides.
    await funi.pick('From token', 'FEUR');
    await expect(funi.picker('From token')).toHaveAccessibleName('From token: FEUR');
    await expect(funi.picker('To token')).toHaveAccessibleName('To token: WFTM');

    await page.goto(`/funi/${ALICE}/swap/confirmation`);
    await expect(page.getByText('Swap tokens first, please.')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/funi/${ALICE}/swap$|/swap/0x`), { timeout: 10_000 });

    // Hostile route parameters are ignored or answered in place.
    await page.goto(`/funi/${ALICE}/swap/%3Cscript%3Ealert(1)%3C%2Fscript%3E/${'f'.repeat(300)}`);
    await expect(funi.picker('From token')).toHaveAccessibleName('From token: WFTM', { timeout: 20_000 });
    await expect(funi.submit()).toHaveText('Select a token');
    await page.goto(`/funi/${ALICE}/pools/pair/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E`);
    await expect(page.getByTestId('funi-pair-unknown')).toHaveText('There is no such pair.', {
      timeout: 20_000,
    });
    await page.goto(`/funi/${ALICE}/pools/remove/${WFTM}/${FUSD}`);
    await expect(page.getByTestId('funi-remove-none')).toContainText(
      'This wallet has no liquidity in this pair.',
      {
        timeout: 20_000,
      },
    );

    await page.goto(`/funi/0x${'12'.repeat(20)}/pools`);
    await expect(page.getByRole('alert')).toContainText('Bad wallet');
  });

  test('pools: rows, alice’s position with Remove only there, none for bob, the sort remembered (docs/funi.md#pools)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1, DEV_KEYS.bob);
    await funi.openPools(ALICE);
    const rows = page.getByTestId('funi-pool-row');
    await expect(rows).toHaveCount(4);
    const usdcPair = await chain.pairOf(WFTM, USDC);
    const lp = await chain.token(usdcPair, ALICE);
    expect(lp).toBeGreaterThan(0n);
    const usdcRow = page.locator('[data-testid="funi-pool-row"][data-pair$="tUSDC"]');
    await expect(usdcRow.getByTestId('funi-pool-position')).toContainText('%');
    await expect(usdcRow.getByRole('link', { name: /^Remove Liquidity from/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Remove Liquidity from/ })).toHaveCount(1);
    await expect(page.getByRole('link', { name: /^Add Liquidity to/ })).toHaveCount(4);

    for (const { dark, label, size } of SCREEN_VARIANTS) {
      await page.setViewportSize(size);
      await funi.setScheme(dark);
      await expect(rows).toHaveCount(4, { timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`funi-pools-${dark ? 'dark' : 'light'}-${label}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sorting by Pair descending is remembered.
    const names = async () => rows.evaluateAll((all) => all.map((row) => row.getAttribute('data-pair')));
    const before = await names();
    await page.getByRole('button', { name: 'Pair', exact: true }).click();
    await expect(page.getByRole('columnheader', { name: 'Pair' })).toHaveAttribute('aria-sort', 'descending');
    const sorted = await names();
    expect(sorted).toEqual([...before].reverse());
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Pair' })).toHaveAttribute('aria-sort', 'descending');
    expect(await names()).toEqual(sorted);

    // A row opens its pair.
    await usdcRow.getByRole('cell').nth(1).click();
    await expect(page).toHaveURL(new RegExp(`/pools/pair/${usdcPair}$`, 'i'));
    await expect(page.getByRole('heading', { name: 'Pair', exact: true })).toBeVisible();

    // bob has no liquidity: no Remove anywhere.
    await funi.openPools(BOB);
    await expect(rows).toHaveCount(4);
    await expect(page.getByRole('link', { name: /^Remove Liquidity from/ })).toHaveCount(0);
  });
});

test.describe('fUNI add and remove liquidity (docs/funi.md#add-liquidity)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('add WFTM/FUSD through Allow, Allow, Supply with one password: the token rules, the pool-ratio counterpart, LP tokens as the pair minted', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await page.goto(`/funi/${ALICE}/pools/add`);
    const submit = page.getByTestId('funi-add-submit');
    await expect(page.getByRole('button', { name: /^First token: WFTM/ })).toBeVisible({ timeout: 20_000 });
    await expect(submit).toHaveText('Select a token');
    await expect(page.getByTestId('funi-add-alert')).toHaveText('Select a token');
    // A token without a pair with WFTM cannot be chosen.
    await page.getByRole('button', { name: /^Second token/ }).click();
    await expect(page.getByRole('listbox').getByTestId('token-option-FEUR')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.getByRole('listbox').getByTestId('token-option-FUSD').click();
    await expect(page).toHaveURL(new RegExp(`/pools/add/${WFTM}/${FUSD}$`));
    await expect(submit).toHaveText('Enter an amount');

    const pair = await chain.pairOf(WFTM, FUSD);
    const [r0, r1] = await chain.reserves(pair);
    // token0 of the pair is the lower address
    const wftmFirst = WFTM.toLowerCase() < FUSD.toLowerCase();
    const [rW, rF] = wftmFirst ? [r0, r1] : [r1, r0];
    await page.getByRole('textbox', { name: 'First amount' }).fill('10');
    const fusd = (10n * E18 * rF) / rW;
    await expect(page.getByRole('textbox', { name: 'Second amount' })).toHaveValue(toDecimalString(fusd, 18));
    await expect(submit).toHaveText('Supply');
    await expect(page.getByTestId('funi-add-alert')).toHaveCount(0);
    // More than the balance is clamped to it.
    const balance = await chain.token(WFTM, ALICE);
    await page.getByRole('textbox', { name: 'First amount' }).fill('99999999');
    await expect(page.getByRole('textbox', { name: 'First amount' })).toHaveValue(
      toDecimalString(balance, 18),
    );
    await page.getByRole('textbox', { name: 'First amount' }).fill('10');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('funi-add-light-desktop');

    const supply = await chain.clients.public.readContract({
      address: pair,
      abi: [
        {
          type: 'function',
          name: 'totalSupply',
          stateMutability: 'view',
          inputs: [],
          outputs: [{ type: 'uint256' }],
        },
      ] as const,
      functionName: 'totalSupply',
    });
    const lpBefore = await chain.token(pair, ALICE);
    await submit.click();
    await funi.confirm('Allow');
    // The password is carried to the later steps.
    await expect(page.getByText(/password is remembered/)).toBeVisible({ timeout: 60_000 });
    await funi.confirm('Allow');
    await funi.confirm('Supply');
    await funi.expectSuccess('pools/add', 'Liquidity Added');
    const a = (10n * E18 * supply) / rW;
    const b = (fusd * supply) / rF;
    expect((await chain.token(pair, ALICE)) - lpBefore).toBe(a < b ? a : b);
  });

  test('remove 50 % and then 100 % of alice’s WFTM/tUSDC share; Cancel sets the slider back to 0 (docs/funi.md#remove-liquidity)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    const pair = await chain.pairOf(WFTM, USDC);
    const share = await chain.token(pair, ALICE);
    const [t0, t1] = WFTM.toLowerCase() < USDC.toLowerCase() ? [WFTM, USDC] : [USDC, WFTM];
    await page.goto(`/funi/${ALICE}/pools/remove/${t0}/${t1}`);
    const submit = page.getByTestId('funi-remove-submit');
    await expect(submit).toBeDisabled({ timeout: 20_000 });
    await page
      .getByRole('group', { name: 'Quick percentages' })
      .getByRole('button', { name: '50%', exact: true })
      .click();
    await expect(page.getByTestId('funi-remove-percent')).toHaveText('50 %');
    await expect(submit).toBeEnabled();
    for (const dark of [true, false]) {
      await funi.setScheme(dark);
      await expect(submit).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`funi-remove-${dark ? 'dark' : 'light'}-desktop`);
    }
    await page
      .getByRole('group', { name: 'Quick percentages' })
      .getByRole('button', { name: '50%', exact: true })
      .click();
    // Cancel on the first step goes back with the slider at 0.
    await submit.click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('funi-remove-percent')).toHaveText('0 %');

    await page
      .getByRole('group', { name: 'Quick percentages' })
      .getByRole('button', { name: '50%', exact: true })
      .click();
    await submit.click();
    await funi.confirm('Allow');
    await funi.confirm('Remove');
    await funi.expectSuccess('pools/remove', 'Liquidity Removed');
    expect(await chain.token(pair, ALICE)).toBe(share - share / 2n);

    await page.goto(`/funi/${ALICE}/pools/remove/${t0}/${t1}`);
    await page
      .getByRole('group', { name: 'Quick percentages' })
      .getByRole('button', { name: '100%', exact: true })
      .click();
    await submit.click();
    await funi.confirm('Allow');
    await funi.confirm('Remove');
    await funi.expectSuccess('pools/remove', 'Liquidity Removed');
    expect(await chain.token(pair, ALICE)).toBe(0n);
  });
});

test.describe('fUNI pair detail (docs/funi.md#pair-detail)', () => {
  test.describe.configure({ timeout: 600_000 });

  test('stats, every chart tab × History × Data without page errors, the transactions tabs filter, the list scrolls to its last action; axe and screenshots', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const problems = watchForPageProblems(page);
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    const pair = await chain.pairOf(FUSD, FEUR);
    await page.goto(`/funi/${ALICE}/pools/pair/${pair}`);
    await expect(page.getByRole('heading', { name: 'Pair', exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('funi-pair-volume')).toBeVisible({ timeout: 30_000 });
    // Volume 24h against a recount of the pair's Swap events in 5-minute buckets up to chain time.
    const latest = await chain.clients.public.getBlock();
    const now = latest.timestamp;
    const swaps = await chain.clients.public.getContractEvents({
      address: pair,
      abi: uniswapPairAbi,
      eventName: 'Swap',
      fromBlock: 0n,
    });
    const times = new Map<bigint, bigint>();
    let volume = 0n;
    for (const swap of swaps) {
      const number = swap.blockNumber as bigint;
      if (!times.has(number))
        times.set(number, (await chain.clients.public.getBlock({ blockNumber: number })).timestamp);
      const bucket = (times.get(number) as bigint) - ((times.get(number) as bigint) % 300n);
      if (bucket > now - 86_400n && bucket <= now)
        volume += (swap.args.amount0In ?? 0n) + (swap.args.amount0Out ?? 0n);
    }
    expect(volume).toBeGreaterThan(0n);
    await expect(page.getByTestId('funi-pair-volume')).toHaveText(
      formatAmount(volume, { fractionDigits: 2, symbol: 'FUSD' }),
    );
    await expect(page.getByTestId('funi-chart')).toBeVisible({ timeout: 30_000 });
    // Every pair of choices meets once (each tab with each history and each resolution, each history with each
    // resolution): 20 charts instead of all 60. The series of every resolution over every history are the API's
    // (uniswapModule.test.ts) and their shaping is chartData.test.ts's; here the page draws each pair without errors.
    const tabs = ['liquidity', 'volume', 'price01', 'price10'];
    const histories = ['1W', '1M', 'All'];
    const resolutions = ['15m', '1H', '4H', 'D', '1M'];
    const choose = async (name: 'History' | 'Data', option: string) => {
      if ((await page.getByRole('combobox', { name }).inputValue()) === option) return;
      await page.getByRole('combobox', { name }).click();
      await page.getByRole('option', { name: option, exact: true }).click();
      // The choice is a transition: once the menu shows it, the chart is busy until its series is there (it stays
      // under an overlay while the next series loads). Wait for both.
      await expect(page.getByRole('combobox', { name })).toHaveValue(option);
      await expect(
        page
          .locator('[data-testid="funi-chart-area"]:not([aria-busy="true"])')
          .or(page.getByTestId('funi-chart-empty')),
      ).toBeVisible({ timeout: 30_000 });
    };
    for (const [t, tab] of tabs.entries()) {
      await page.getByTestId(`funi-chart-tab-${tab}`).click();
      for (const [d, data] of resolutions.entries()) {
        await choose('History', histories[(t + d) % histories.length] as string);
        await choose('Data', data);
      }
    }
    await expect(page.getByTestId('funi-chart-summary')).toContainText('points');
    for (const { dark, label, size } of SCREEN_VARIANTS) {
      await page.setViewportSize(size);
      await funi.setScheme(dark);
      await expect(page.getByTestId('funi-chart')).toBeVisible({ timeout: 30_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`funi-pair-${dark ? 'dark' : 'light'}-${label}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // Tabs filter by action type.
    for (const [tab, kind] of [
      ['Adds', 'add'],
      ['Removes', 'remove'],
      ['Swaps', 'swap'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('funi-action-row').first()).toBeVisible({ timeout: 20_000 });
      const kinds = await page
        .getByTestId('funi-action-row')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-kind')));
      expect(new Set(kinds)).toEqual(new Set([kind]));
    }
    // The Removes list scrolls to its end, page by page.
    await page.getByRole('tab', { name: 'Removes' }).click();
    await expect(async () => {
      await page.getByTestId('funi-actions-end').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('funi-actions-complete')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 90_000 });
    await expect(page.getByTestId('funi-actions-complete')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test.describe('fUNI against the chain moving (docs/funi.md#slippage)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('another account trading between the quote and Confirm with 0.1 % slippage makes the swap revert: Transaction Error, and the form keeps its numbers', async ({
    page,
    stack,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await page.evaluate(() => {
      const raw = localStorage.getItem('fwallet.settings');
      const stored = raw ? JSON.parse(raw) : { state: {}, version: 1 };
      stored.state.swapSlippageTolerance = '0.1';
      localStorage.setItem('fwallet.settings', JSON.stringify(stored));
    });
    await funi.openSwap(ALICE, [WFTM, FUSD]);
    await funi.fromAmount().fill('5');
    await expect(funi.submit()).toHaveText('Swap', { timeout: 10_000 });
    await funi.submit().click();
    await funi.confirm('Allow');
    await expect(page.getByRole('button', { name: 'Swap', exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 30_000 });
    // The owner sells 5,000 WFTM into the same pair first.
    const owner = privateKeyToAccount(DEV_KEYS.owner);
    const wallet = chain.clients.wallet;
    const mined = async (hash: `0x${string}`) => {
      await waitForReceipt(chain.clients.public, hash);
    };
    const amount = 5_000n * E18;
    await mined(
      await wallet.writeContract({
        account: owner,
        chain: null,
        address: WFTM,
        abi: wftmAbi,
        functionName: 'deposit',
        value: amount,
      }),
    );
    await mined(
      await wallet.writeContract({
        account: owner,
        chain: null,
        address: WFTM,
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.uniswapRouter as `0x${string}`, amount],
      }),
    );
    const block = await chain.clients.public.getBlock();
    await mined(
      await wallet.writeContract({
        account: owner,
        chain: null,
        address: addresses.uniswapRouter as `0x${string}`,
        abi: uniswapRouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amount, 0n, [WFTM, FUSD], owner.address, block.timestamp + 600n],
      }),
    );
    await funi.confirm('Swap');
    await expect(page.getByText('Transaction Error').first()).toBeVisible({ timeout: 60_000 });
  });

  test('a swap after time travel still passes its deadline: it comes from chain time, not the browser clock', async ({
    page,
    stack,
  }) => {
    const chain = funiChain(stack.urls.rpc);
    const funi = new FuniPages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await devnet(stack.urls.devnet, '/time-travel', { days: 3, epochs: 1 });
    await funi.openSwap(ALICE, [FUSD, WFTM]);
    await funi.fromAmount().fill('3');
    await expect(funi.submit()).toHaveText('Swap', { timeout: 10_000 });
    const before = await chain.token(WFTM, ALICE);
    await funi.submit().click();
    await funi.confirm('Allow');
    await funi.confirm('Swap');
    await funi.expectSuccess('swap', 'Swap Successful');
    expect(await chain.token(WFTM, ALICE)).toBeGreaterThan(before);
  });
});
