import { addresses } from '@fantom-wallet/contracts';
import {
  amountAtPercent,
  FSWAP_MESSAGES,
  formatAmount,
  MESSAGES,
  maxSwapFrom,
  minimumAmount,
  toDecimalString,
} from '@fantom-wallet/core';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { SCREEN_VARIANTS } from '../fixtures/screenVariants.ts';
import { expect, test } from '../fixtures/test.ts';
import { FswapPages, fswapChain } from '../pages/FswapPages.ts';
import { addressOf, SendPages } from '../pages/SendPages.ts';
import { devnet } from '../pages/StakingPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

const ALICE = addressOf(DEV_KEY_1);
const E18 = 10n ** 18n;
const RESERVE_BPS = 30n;

// Sends swaps from alice: a stack of its own.
test.use({ stackKey: 'fswap' });

test.describe('fSwap (docs/fswap.md)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('the 2 FTM reserve, the 25% mark, the price flip and the sides swap; axe and screenshots (docs/fswap.md#max-from)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = fswapChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fswap = new FswapPages(page);
    await send.store(DEV_KEY_1);
    const native = await chain.native(ALICE);
    await fswap.open(ALICE);
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: FTM');
    await expect(fswap.toPicker()).toHaveAccessibleName('To token: WFTM');
    // Max from FTM = balance − 2 FTM, less the 0.3 % slippage reserve.
    const max = maxSwapFrom({ balance: native, kind: 'ftm', slippageReserveBps: RESERVE_BPS });
    expect(max).toBe(((native - 2n * E18) * 9_970n) / 10_000n);
    await expect(fswap.max()).toHaveText(`Max: ${formatAmount(max, { fractionDigits: 2, symbol: 'FTM' })}`);

    await fswap.mark(25).click();
    await expect(fswap.fromAmount()).toHaveValue(toDecimalString(amountAtPercent(max, 25)));
    await expect(fswap.toAmount()).toHaveValue(toDecimalString(amountAtPercent(max, 25)));
    await expect(fswap.mark(25)).toHaveAttribute('aria-pressed', 'true');

    await expect(fswap.price()).toHaveText('1 FTM = 1.0000 WFTM');
    await page.getByRole('button', { name: 'Flip price' }).click();
    await expect(fswap.price()).toHaveText('1 WFTM = 1.0000 FTM');

    for (const { dark, label, size } of SCREEN_VARIANTS) {
      await page.setViewportSize(size);
      await fswap.setScheme(dark);
      await expect(fswap.price()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`fswap-form-${dark ? 'dark' : 'light'}-${label}`);
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    // The direction button swaps the sides; the typed amount stays on its token.
    await page.getByRole('button', { name: 'Swap sides' }).click();
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: WFTM');
    await expect(fswap.toPicker()).toHaveAccessibleName('To token: FTM');
    // Picking the other side's token in a picker swaps the sides too.
    await fswap.fromPicker().click();
    await expect(page.getByRole('listbox').getByTestId('token-option-FTM')).toContainText('Other side');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('fswap-picker-light');
    await page.getByRole('listbox').getByTestId('token-option-FTM').click();
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: FTM');
    await expect(fswap.toPicker()).toHaveAccessibleName('To token: WFTM');
    // In the To picker, tokens that do not pair with FTM cannot be picked.
    await fswap.toPicker().click();
    await expect(page.getByRole('listbox').getByTestId('token-option-FUSD')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.keyboard.press('Escape');

    // Over the max: marked, then corrected to the max when the field is left.
    await fswap.fromAmount().fill(toDecimalString(native));
    await expect(page.getByText(FSWAP_MESSAGES.overMax)).toBeVisible();
    await expect(fswap.submitButton()).toBeDisabled();
    await fswap.fromAmount().blur();
    await expect(fswap.fromAmount()).toHaveValue(toDecimalString(max));
    await expect(fswap.submitButton()).toBeEnabled();
  });

  test('wrap 5 FTM with one deposit(), then unwrap 3 WFTM with one withdraw (docs/fswap.md#transactions)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = fswapChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fswap = new FswapPages(page);
    await send.store(DEV_KEY_1);
    const wftmBefore = await chain.token(addresses.wftm, ALICE);

    await fswap.open(ALICE);
    await fswap.fromAmount().fill('5');
    await expect(fswap.toAmount()).toHaveValue('5');
    await fswap.submit(1);
    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(fswap.fromAmount()).toHaveValue('5');
    await fswap.submit(1);
    await expect(page.getByTestId('fswap-confirm-text')).toHaveText(
      "You're wrapping 5.00 FTM into 5.00 WFTM",
    );
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('fswap-confirmation-dark');
    await fswap.confirm();
    await fswap.expectSuccess();
    await expect(page.getByTestId('fswap-success-text')).toHaveText('5.00 FTM swapped into 5.00 WFTM.');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('fswap-success-dark');
    expect(await chain.token(addresses.wftm, ALICE)).toBe(wftmBefore + 5n * E18);

    await page.getByRole('link', { name: 'New swap' }).click();
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: FTM');
    await page.getByRole('button', { name: 'Swap sides' }).click();
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: WFTM');
    await fswap.fromAmount().fill('3');
    await fswap.submit(1);
    await expect(page.getByTestId('fswap-confirm-text')).toHaveText(
      "You're unwrapping 3.00 WFTM into 3.00 FTM",
    );
    await fswap.confirm();
    await fswap.expectSuccess();
    expect(await chain.token(addresses.wftm, ALICE)).toBe(wftmBefore + 2n * E18);
    await page.getByRole('link', { name: 'Account history' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/${ALICE}$`));
  });

  test('FUSD → fEUR: Allow, then the router swap, one password; at least the minimum arrives (docs/fswap.md#trade)', async ({
    page,
    stack,
  }) => {
    const chain = fswapChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fswap = new FswapPages(page);
    await send.store(DEV_KEY_1);
    const fusdBefore = await chain.token(addresses.fusd, ALICE);
    const feurBefore = await chain.token(addresses.feur, ALICE);

    await fswap.open(ALICE);
    await fswap.pick('from', 'FUSD');
    // FUSD does not pair with WFTM: the To side moves to the first synth.
    await expect(fswap.toPicker()).toHaveAccessibleName('To token: FEUR');
    await fswap.fromAmount().fill('10');
    await expect(fswap.minimum()).toBeVisible({ timeout: 20_000 });
    const out = (await fswap.toAmount().inputValue()).split('.');
    const quotedOut = BigInt(`${out[0]}${(out[1] ?? '').padEnd(18, '0')}`);
    expect(quotedOut > 0n).toBe(true);
    const minimum = minimumAmount(quotedOut, 50n);
    await expect(fswap.minimum()).toHaveText(
      `Minimum received: ${formatAmount(minimum, { fractionDigits: 2, symbol: 'FEUR' })}`,
    );
    await fswap.submit(2);
    await expect(page.getByTestId('fswap-confirm-text')).toHaveText(
      `You're allowing the exchange to take ${formatAmount(10_550n * 10n ** 15n, { fractionDigits: 2, symbol: 'FUSD' })}`,
    );
    await fswap.confirm('Allow');
    // 'Next Step' continues by itself; the password is not asked again.
    await expect(page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/password is remembered/)).toBeVisible();
    await fswap.confirm();
    await fswap.expectSuccess();
    await expect(page.getByTestId('fswap-success-text')).toHaveText(
      `10.00 FUSD traded for at least ${formatAmount(minimum, { fractionDigits: 2, symbol: 'FEUR' })}.`,
    );
    expect(await chain.token(addresses.fusd, ALICE)).toBe(fusdBefore - 10n * E18);
    expect((await chain.token(addresses.feur, ALICE)) - feurBefore >= minimum).toBe(true);
  });

  test('a trade whose page closed between Allow and Confirm resumes at Confirm (docs/fswap.md#transactions)', async ({
    page,
    stack,
  }) => {
    const chain = fswapChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fswap = new FswapPages(page);
    await send.store(DEV_KEY_1);
    const fusdBefore = await chain.token(addresses.fusd, ALICE);
    const query = `?fromToken=${addresses.fusd}&toToken=${addresses.feur}`;
    await fswap.open(ALICE, query);
    await fswap.fromAmount().fill('5');
    await expect(fswap.minimum()).toBeVisible({ timeout: 20_000 });
    await fswap.submit(2);
    await fswap.confirm('Allow');
    await expect(page.getByRole('heading', { name: 'Allowance set' })).toBeVisible({ timeout: 60_000 });
    // The page closes before the second step.
    await page.reload();
    await fswap.open(ALICE, query);
    await fswap.fromAmount().fill('5');
    await expect(fswap.minimum()).toBeVisible({ timeout: 20_000 });
    await fswap.submitButton().click();
    await expect(
      page.getByText(
        'The Allow step of this flow was sent earlier and is confirmed: it continues from there.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Allow', exact: true })).toHaveCount(0);
    await fswap.confirm();
    await fswap.expectSuccess();
    expect(await chain.token(addresses.fusd, ALICE)).toBe(fusdBefore - 5n * E18);
  });

  test("a trade that reverts on chain shows 'Transaction Error' and Close keeps the form; sent again it passes (docs/fswap.md#transactions)", async ({
    page,
    stack,
  }) => {
    const chain = fswapChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fswap = new FswapPages(page);
    await send.store(DEV_KEY_1);
    const feurBefore = await chain.token(addresses.feur, ALICE);
    await fswap.open(ALICE, `?fromToken=${addresses.feur}&toToken=${addresses.fusd}`);
    await fswap.fromAmount().fill('2');
    await expect(fswap.minimum()).toBeVisible({ timeout: 20_000 });
    await fswap.submit(2);
    await fswap.confirm('Allow');
    await expect(page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText('Preparing the transaction…')).toHaveCount(0, { timeout: 20_000 });
    // The chain moves past the trade's deadline (chain time + 1200 s) while the confirmation is open.
    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3_600 });
    await fswap.confirm();
    await expect(page.getByRole('heading', { name: MESSAGES.transactionError })).toBeVisible({
      timeout: 60_000,
    });
    expect(await chain.token(addresses.feur, ALICE)).toBe(feurBefore);
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(fswap.fromPicker()).toHaveAccessibleName('From token: FEUR');
    await expect(fswap.fromAmount()).toHaveValue('2');
    // Sent again, the deadline comes from the new chain time; the allowance already covers it.
    await fswap.submit(1);
    await fswap.confirm();
    await fswap.expectSuccess();
    expect(await chain.token(addresses.feur, ALICE)).toBe(feurBefore - 2n * E18);
  });
});
