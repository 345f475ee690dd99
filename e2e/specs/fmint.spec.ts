import {
  addresses,
  fantomMintRewardDistributionArtifact,
  sendTx,
  synthTokenArtifact,
  wrappedFtmArtifact,
} from '@fantom-wallet/contracts';
import { FMINT_MESSAGES, formatAmount, MESSAGES } from '@fantom-wallet/core';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { FmintPages, fmintChain } from '../pages/FmintPages.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { devnet } from '../pages/StakingPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

const ALICE = addressOf(DEV_KEY_1);
const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
const OWNER = addressOf(DEV_KEYS.owner);
// dave (#4 of the devnet's public mnemonic) has no fMint position: the unlock-all journey starts from nothing.
const DAVE_KEY = '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a';
const DAVE = addressOf(DAVE_KEY);
// A key of no one's: an account with nothing to lock.
const EMPTY_KEY = `0x${'6b'.repeat(32)}`;
const E18 = 10n ** 18n;
const bps = (value: bigint) => `${formatAmount(value, { decimals: 2, fractionDigits: 2 })} %`;

// Moves prices and writes positions: a stack of its own.
test.use({ stackKey: 'fmint' });

test.describe('fMint (docs/fmint.md)', () => {
  test.describe.configure({ timeout: 420_000 });

  test("alice's overview equals the contract's figures; tabs, axe and screenshots (docs/fmint.md#overview)", async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEY_1);
    await fmint.openOverview(ALICE);
    const collateral = await chain.collateralValue(ALICE);
    const debt = await chain.debtValue(ALICE);
    await expect(fmint.figure('fmint-cratio')).toHaveText(bps((collateral * 10_000n) / debt));
    const maxToMint = await chain.maxToMint(ALICE, addresses.fusd, 30_000n);
    await expect(fmint.figure('fmint-max-mintable')).toHaveText(
      `${formatAmount(maxToMint, { fractionDigits: 2 })} FUSD`,
    );
    await expect(fmint.figure('fmint-minted')).toHaveText(
      `${formatAmount(debt, { fractionDigits: 2 })} FUSD`,
    );
    await expect(fmint.figure('fmint-locked')).toHaveText(/^10,100\.00 /);
    await expect(fmint.figure('fmint-price')).toHaveText('$0.70000');
    await expect(fmint.button('Claim Rewards')).toBeVisible();
    await expect(fmint.button('Mint Synths')).toBeEnabled();
    for (const dark of [true, false]) {
      await fmint.setScheme(dark);
      await expect(fmint.figure('fmint-cratio')).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`fmint-overview-${dark ? 'dark' : 'light'}`);
    }
    await fmint.tab('Assets').click();
    const wftmRow = page.locator('tr[data-token="WFTM"]');
    await expect(wftmRow.locator('[data-col="deposited"]')).toHaveText('10,100.00');
    await expect(page.locator('tr[data-token="FUSD"] [data-col="borrowed"]')).toHaveText('1,000.00');
    await expect(page.locator('tr[data-token="FTM"]')).toHaveCount(0);
    await expect(wftmRow.getByRole('button', { name: 'Unlock' })).toBeVisible();
    await expect(wftmRow.getByRole('link', { name: 'Swap' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('fmint-assets-light');
    await fmint.tab('Collateral Positions').click();
    await expect(page.locator(`tr[data-owner="${ALICE}"]`)).toHaveCount(1);
    await fmint.tab('Synths Positions').click();
    await expect(page.locator(`tr[data-owner="${ALICE}"]`)).toHaveCount(2);
    await page.setViewportSize({ width: 390, height: 844 });
    await fmint.tab('fMint Overview').click();
    await expect(fmint.figure('fmint-cratio')).toBeVisible();
    await screenshotAs('fmint-overview-phone');

    // The account's own Assets tab shows what is locked in fMint (docs/account.md#assets-tab).
    await page.goto(`/account/${ALICE}`);
    await page.getByRole('tab', { name: /^Assets/ }).click();
    await expect(page.locator('tr[data-token="WFTM"] [data-col="deposited"]')).toHaveText('10,100.00 WFTM', {
      timeout: 20_000,
    });
  });

  test('alice locks WFTM: Allow, Confirm, one password (docs/fmint.md#lock-and-unlock)', async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEY_1);
    await fmint.openOverview(ALICE);
    const before = await chain.balanceOf(addresses.wftm, ALICE);
    await fmint.openWindow('Lock Collateral');
    await expect(
      fmint.dialog().getByText('Lock collateral to increase the collateral ratio and mint synths.'),
    ).toBeVisible();
    await fmint.setAmount('10150');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.adding('50.00 WFTM'));
    await fmint.submit();
    await expect(page.getByRole('heading', { name: 'Confirmation (1/2)' })).toBeVisible();
    await fmint.confirm();
    await fmint.expectSuccess('Allowance Successful');
    // 'Next Step' continues by itself; the password is not asked again.
    await expect(page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({ timeout: 15_000 });
    await expect(fmint.confirmText()).toHaveText(FMINT_MESSAGES.adding('50.00 WFTM'));
    await expect(page.getByText(/password is remembered/)).toBeVisible();
    await fmint.confirm();
    await fmint.expectSuccess('Collateral Locked');
    expect(before - (await chain.balanceOf(addresses.wftm, ALICE))).toBe(50n * E18);
    await fmint.close();
    await expect(fmint.figure('fmint-locked')).toHaveText(/^10,150\.00 /, { timeout: 15_000 });
  });

  test('alice claims her stashed rewards; a push after time travel (docs/fmint.md#rewards)', async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEY_1);
    await fmint.openOverview(ALICE);
    const stash = (await chain.clients.public.readContract({
      address: addresses.fMintRewardDistribution,
      abi: fantomMintRewardDistributionArtifact.abi,
      functionName: 'rewardStash',
      args: [ALICE],
    })) as bigint;
    expect(stash).toBeGreaterThan(0n);
    const before = await chain.balanceOf(addresses.wftm, ALICE);
    await fmint.openWindow('Claim Rewards');
    await expect(fmint.confirmText()).toHaveText(FMINT_MESSAGES.claiming);
    await fmint.confirm();
    await fmint.expectSuccess('Rewards Claimed');
    expect((await chain.balanceOf(addresses.wftm, ALICE)) - before).toBeGreaterThanOrEqual(stash);
    await fmint.close();

    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3_700, epochs: 1 });
    await fmint.openOverview(ALICE);
    await fmint.openWindow('Push Rewards');
    await expect(fmint.confirmText()).toHaveText(FMINT_MESSAGES.pushing);
    await fmint.confirm();
    await fmint.expectSuccess('Rewards Pushed');
    await fmint.close();
  });

  test('alice mints (the amount less the fee arrives) and repays (Allow 105.1 %, Confirm) (docs/fmint.md#mint-and-repay)', async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEY_1);
    await fmint.openOverview(ALICE);
    const fusdBefore = await chain.balanceOf(addresses.fusd, ALICE);
    await fmint.openWindow('Mint Synths');
    await expect(fmint.dialog().getByText('Mint synths with your locked collateral.')).toBeVisible();
    await fmint.setAmount('1100');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.addingSynth('100.00', 'FUSD'));
    await fmint.submit();
    await expect(page.getByRole('rowheader', { name: 'You receive' })).toBeVisible();
    await fmint.confirm();
    await fmint.expectSuccess('Synths Minted');
    // fee = amount × 50 ÷ 10,000 + 1 (the devnet's fee): 100 FUSD mints 99.5 FUSD less 1 wei.
    expect((await chain.balanceOf(addresses.fusd, ALICE)) - fusdBefore).toBe(995n * 10n ** 17n - 1n);
    await fmint.close();

    const debtBefore = await chain.debtValue(ALICE);
    await fmint.openWindow('Repay Synths');
    await expect(fmint.dialog().getByText('Repay synths to unlock your collateral.')).toBeVisible();
    await fmint.setAmount('1050');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.removingSynth('50.00', 'FUSD'));
    await fmint.submit();
    await expect(page.getByRole('heading', { name: 'Confirmation (1/2)' })).toBeVisible();
    await expect(fmint.confirmText()).toHaveText("You're allowing fMint to take 52.55 FUSD");
    await fmint.confirm();
    await fmint.expectSuccess('Allowance Successful');
    await expect(page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({ timeout: 15_000 });
    await fmint.confirm();
    await fmint.expectSuccess('Synths Repaid');
    expect(debtBefore - (await chain.debtValue(ALICE))).toBe(50n * E18);
    await fmint.close();
  });

  test("a repay that would revert shows 'Transaction Error' and sends nothing (docs/fmint.md#transactions)", async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    // A paused FUSD still takes approvals but cannot be burnt: the repay's estimate reverts.
    const pause = (name: 'pause' | 'unpause') =>
      sendTx(chain.clients, {
        from: OWNER,
        address: addresses.fusd,
        abi: synthTokenArtifact.abi,
        functionName: name,
        args: [],
      });
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEY_1);
    await pause('pause');
    try {
      await fmint.openOverview(ALICE);
      const debt = await chain.debtValue(ALICE);
      await fmint.openWindow('Repay Synths');
      // Below the debt whatever the earlier tests left (1,000 FUSD seeded).
      await fmint.setAmount('940');
      await fmint.submit();
      if (await page.getByRole('heading', { name: 'Confirmation (1/2)' }).isVisible()) {
        await fmint.confirm();
        await fmint.expectSuccess('Allowance Successful');
      }
      await expect(page.getByRole('heading', { name: /^Confirmation \((1\/1|2\/2)\)$/ })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('alert').filter({ hasText: MESSAGES.transactionError })).toBeVisible({
        timeout: 20_000,
      });
      await expect(fmint.dialog().getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
      expect(await chain.debtValue(ALICE)).toBe(debt);
    } finally {
      await pause('unpause');
    }
  });

  test('bob locks sFTM, mints the maximum (ends at 300 % or more), repays the maximum (docs/fmint.md#mint-and-repay)', async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DEV_KEYS.bob);
    await fmint.openOverview(BOB);
    const sftmBefore = await chain.balanceOf(addresses.sftm, BOB);
    await page.goto(`/fmint/${BOB}/lock?tokenAddress=${addresses.sftm}`);
    await expect(fmint.amount()).toHaveValue('750');
    await fmint.setAmount('760');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.adding('10.00 SFTM'));
    await fmint.submit();
    await expect(page).toHaveURL(new RegExp(`/fmint/${BOB}/lock/confirmation$`));
    await fmint.confirm();
    await fmint.expectSuccess('Allowance Successful');
    // The page closes between Allow and Confirm: opened again, the flow resumes at Confirm.
    await page.goto(`/fmint/${BOB}/lock?tokenAddress=${addresses.sftm}`);
    await fmint.setAmount('760');
    await fmint.submit();
    await expect(page.getByText(/sent earlier and is confirmed/)).toBeVisible();
    // The second transaction has its own path (the flow keeps running there).
    await expect(page).toHaveURL(new RegExp(`/fmint/${BOB}/lock/confirmation2$`));
    await fmint.confirm();
    await fmint.expectSuccess('Collateral Locked');
    expect(sftmBefore - (await chain.balanceOf(addresses.sftm, BOB))).toBe(10n * E18);
    await page.getByRole('link', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`/fmint/${BOB}/lock/success$`));

    await fmint.openOverview(BOB);
    await fmint.openWindow('Mint Synths');
    await fmint.button('Max').click();
    await fmint.submit();
    await expect(
      page.getByText('This mints the most your collateral allows at the minimum C-ratio.'),
    ).toBeVisible();
    await fmint.confirm();
    await fmint.expectSuccess('Synths Minted');
    const collateral = await chain.collateralValue(BOB);
    const debt = await chain.debtValue(BOB);
    expect(collateral * 10_000n).toBeGreaterThanOrEqual(debt * 30_000n);
    expect(collateral * 10_000n).toBeLessThan(debt * 30_500n);
    await fmint.close();

    const fusdBalance = await chain.balanceOf(addresses.fusd, BOB);
    await fmint.openWindow('Repay Synths');
    await fmint.button('Min').click();
    await fmint.submit();
    await fmint.confirm();
    await fmint.expectSuccess('Allowance Successful');
    await expect(page.getByRole('heading', { name: 'Confirmation (2/2)' })).toBeVisible({ timeout: 15_000 });
    await fmint.confirm();
    await fmint.expectSuccess('Synths Repaid');
    expect(await chain.balanceOf(addresses.fusd, BOB)).toBe(0n);
    expect(debt - (await chain.debtValue(BOB))).toBe(fusdBalance);
  });

  test('dave locks, unlocks part, then all by the remainder rule; hostile input (docs/fmint.md#inputs)', async ({
    page,
    stack,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    await sendTx(chain.clients, {
      from: DAVE,
      address: addresses.wftm,
      abi: wrappedFtmArtifact.abi,
      functionName: 'deposit',
      args: [],
      value: 20n * E18,
    });
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    await send.store(DAVE_KEY);
    await page.goto(`/fmint/${DAVE}/lock`);
    await expect(fmint.amount()).toHaveValue('0');
    for (const hostile of ['abc', '1e5', '<script>alert(1)</script>', '١٢', '0x10']) {
      await fmint.amount().fill(hostile);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
    }
    await fmint.amount().fill('');
    await fmint.amount().pressSequentially('-+5');
    await expect(fmint.amount()).toHaveValue('5');
    await fmint.setAmount('999999999');
    const clamped = await fmint.amount().inputValue();
    expect(Number(clamped)).toBeLessThanOrEqual(Number((await chain.balanceOf(addresses.wftm, DAVE)) / E18));
    await fmint.allowAndLock('10');

    await page.goto(`/fmint/${DAVE}/unlock`);
    await expect(page.getByText('Unlock collateral after you repaid minted synths.')).toBeVisible();
    await expect(fmint.amount()).toHaveValue('10');
    await fmint.setAmount('4');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.removing('6.00 WFTM'));
    await fmint.submit();
    await fmint.confirm();
    await fmint.expectSuccess('Collateral Unlocked');

    await page.goto(`/fmint/${DAVE}/unlock`);
    await expect(fmint.amount()).toHaveValue('4');
    await fmint.setAmount('0.0000001');
    await expect(fmint.change()).toHaveText(FMINT_MESSAGES.removing('4.00 WFTM'));
    await fmint.submit();
    await fmint.confirm();
    await fmint.expectSuccess('Collateral Unlocked');
    expect(await chain.collateralValue(DAVE)).toBe(0n);
  });

  test("'Deposit more…' on an empty account; the warning once the price drops (docs/fmint.md#liquidation-warning)", async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const chain = fmintChain(stack.urls.rpc);
    const send = new SendPages(page);
    const fmint = new FmintPages(page);
    // The page's own clock, flowing as usual: the overview's next read of the position is fast-forwarded to below.
    await page.clock.install();
    await send.store(EMPTY_KEY, DEV_KEYS.carol);
    const empty = addressOf(EMPTY_KEY);
    await page.goto(`/fmint/${empty}/lock`);
    await expect(page.getByTestId('fmint-deposit-more')).toHaveText(
      'Deposit more WFTM to increase your collateral',
    );
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.notEnoughForGas })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/fmint/${empty}/lock$`));
    await fmint.openOverview(empty);
    await expect(fmint.button('Mint Synths')).toBeDisabled();

    await fmint.openOverview(CAROL);
    await expect(page.getByTestId('fmint-liquidation-warning')).toHaveCount(0);
    const price = await chain.getPrice(addresses.wftm);
    await chain.setPrice(OWNER, addresses.wftm, (price * 4n) / 7n);
    try {
      // The open overview reads the position again within 10 s (fmintQueries.ts): the warning comes without a reload.
      await page.clock.fastForward(10_000);
      await expect(page.getByTestId('fmint-liquidation-warning')).toHaveText(FMINT_MESSAGES.nearLiquidation, {
        timeout: 20_000,
      });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('fmint-overview-warning-light');
      await page.goto(`/fmint/${CAROL}/unlock`);
      await expect(page.getByRole('button', { name: 'Submit' })).toBeDisabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('fmint-unlock-light');
    } finally {
      await chain.setPrice(OWNER, addresses.wftm, price);
    }
  });
});
