import { addresses, createDevChainClients, sendTx, sfcArtifact } from '@fantom-wallet/contracts';
import { formatAmount, MESSAGES } from '@fantom-wallet/core';
import { zeroAddress } from 'viem';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import {
  addressOf,
  apiUrl,
  balanceOf,
  DEV_KEYS,
  expectBalance,
  graphql,
  SendPages,
} from '../pages/SendPages.ts';
import { devnet, StakingPages } from '../pages/StakingPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

const ALICE = addressOf(DEV_KEY_1);
const BOB = addressOf(DEV_KEYS.bob);
const OWNER = addressOf(DEV_KEYS.owner);
// A key of no one's: a fresh wallet funded from the faucet, so this spec alone decides its delegations.
const FRESH_KEY = `0x${'5a'.repeat(32)}`;
const FRESH = addressOf(FRESH_KEY);

async function delegationOf(api: string, address: string, staker: number) {
  const data = await graphql<{
    delegation: { amountDelegated: string; unlockedAmount: string; pendingRewards: { amount: string } };
  }>(
    api,
    'query($a: Address!, $s: BigInt!) { delegation(address: $a, staker: $s) { amountDelegated unlockedAmount pendingRewards { amount } } }',
    { a: address, s: `0x${staker.toString(16)}` },
  );
  return {
    delegated: BigInt(data.delegation.amountDelegated),
    unlocked: BigInt(data.delegation.unlockedAmount),
    pending: BigInt(data.delegation.pendingRewards.amount),
  };
}

// Moves chain time and flips the fluid-staking switch: a stack of its own.
test.use({ stackKey: 'staking' });

test.describe('staking (docs/staking.md)', () => {
  test.describe.configure({ timeout: 420_000 });

  test('validator picker rules and every stake form message (alice)', async ({ page, screenshotAs }) => {
    const send = new SendPages(page);
    const staking = new StakingPages(page);
    await send.store(DEV_KEY_1);
    await staking.openList(ALICE);
    await expect(page.locator('tr[data-staker="1"]')).toBeVisible();
    for (const dark of [true, false]) {
      await staking.setScheme(dark);
      await expect(page.locator('tr[data-staker="1"]')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`staking-list-${dark ? 'dark' : 'light'}`);
    }
    await page.getByRole('tab', { name: /All Delegations/ }).click();
    await expect(page.getByTestId('all-delegations-count')).toHaveText(/^[1-9]/);
    await expect(page.getByRole('columnheader', { name: 'Wallet' })).toBeVisible();

    await page.getByRole('button', { name: 'Add delegation' }).click();
    await expect(page.getByRole('heading', { name: 'Delegate FTM' })).toBeVisible();
    await expect(page.getByPlaceholder('Select a Validator')).toBeVisible();
    await staking.openPicker();
    // Cheater (#8) and zero-stake (#9) are not listed; offline (#7) and already delegated (#1, #2, #4) are disabled.
    await expect(staking.pickerRow(3)).toBeVisible();
    await expect(staking.pickerRow(8)).toHaveCount(0);
    await expect(staking.pickerRow(9)).toHaveCount(0);
    await expect(staking.pickerRow(7).getByRole('button', { name: /^Select / })).toBeDisabled();
    await expect(staking.pickerRow(7)).toContainText('Offline');
    for (const id of [1, 2, 4])
      await expect(staking.pickerRow(id).getByRole('button', { name: /^Select / })).toBeDisabled();
    await expect(staking.pickerRow(3).getByRole('button', { name: /^Select / })).toBeEnabled();
    // Columns sort.
    await page.getByRole('button', { name: 'ID', exact: true }).click();
    await expect(page.getByRole('dialog').locator('tbody tr').first()).toHaveAttribute('data-validator', '1');
    await page.getByRole('button', { name: 'ID', exact: true }).click();
    await expect(page.getByRole('dialog').locator('tbody tr').first()).toHaveAttribute('data-validator', '7');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-picker-light');
    await page.keyboard.press('Escape');
    // No validator yet: Continue says so.
    await page.getByLabel('Amount (FTM)').fill('5');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(staking.alerts().filter({ hasText: MESSAGES.selectValidator })).toBeVisible();

    await staking.openPicker();
    await staking.selectValidator(6);

    const amount = page.getByLabel('Amount (FTM)');
    const alertWith = (text: string | RegExp) => staking.alerts().filter({ hasText: text });
    await amount.fill('abc');
    await expect(alertWith(MESSAGES.invalidAmount)).toBeVisible();
    await amount.fill('0.5');
    await expect(alertWith(MESSAGES.stakeMin)).toBeVisible();
    await amount.fill('100000000');
    await expect(alertWith(/^You can stake max [\d.]+ FTM$/)).toBeVisible();
    await amount.fill('5');
    // #6 is at its delegation limit.
    await expect(
      alertWith(/^Staking limit reached\. You can stake max 0\.00 FTM on validator /),
    ).toBeVisible();
    await staking.openPicker();
    await staking.selectValidator(3);
    await page.getByRole('button', { name: 'Entire Balance' }).click();
    await expect(staking.alerts()).toHaveCount(0);
    await expect(amount).toHaveValue(/^\d+$/);
    for (const dark of [true, false]) {
      await staking.setScheme(dark);
      await expect(page.getByRole('heading', { name: 'Delegate FTM' })).toBeVisible();
      await page.getByLabel('Amount (FTM)').fill('5');
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`staking-form-${dark ? 'dark' : 'light'}`);
    }
  });

  test('delegate, rewards grow, claim, restake, lock 14 days and extend, unlock early with its penalty, undelegate part, withdraw after 7 days', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const api = apiUrl(stack.urls);
    await devnet(stack.urls.devnet, '/faucet', { address: FRESH, amount: 200 });
    const send = new SendPages(page);
    const staking = new StakingPages(page);
    await send.store(FRESH_KEY);

    // Delegate 50 FTM to validator #1.
    await page.goto(`/staking/${FRESH}/stake`);
    await page.getByLabel('Amount (FTM)').fill('50');
    await staking.openPicker();
    await staking.selectValidator(1);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('row', { name: /Validator/ })).toContainText(', 1');
    await expect(page.getByRole('row', { name: /Send From/ })).toContainText(FRESH);
    await expect(page.getByRole('row', { name: /Amount/ })).toContainText('50.00 FTM');
    await expect(page.getByLabel('Please enter your wallet password to delegate your FTM')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-delegate-confirm-dark');
    await staking.confirm('Delegate');
    await staking.expectSuccess('Delegation Successful');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-delegate-success-dark');
    await staking.close();
    await expect(staking.field('Delegated')).toHaveText('50.00 FTM');
    await expect(staking.field('Claimed Rewards')).toHaveText('-');

    // Rewards grow as epochs are sealed (an hour of chain time each, so they carry rewards).
    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3600, epochs: 2 });
    await expect
      .poll(async () => (await delegationOf(api, FRESH, 1)).pending, { timeout: 20_000 })
      .toBeGreaterThan(0n);
    const first = (await delegationOf(api, FRESH, 1)).pending;
    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3600, epochs: 1 });
    await expect.poll(async () => (await delegationOf(api, FRESH, 1)).pending).toBeGreaterThan(first);
    await expect(staking.field('Pending Rewards')).not.toHaveText('0.00 FTM', { timeout: 15_000 });
    for (const dark of [true, false]) {
      await staking.setScheme(dark);
      await expect(staking.field('Delegated')).toHaveText('50.00 FTM');
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`staking-detail-${dark ? 'dark' : 'light'}`);
    }

    // Claim, in a window over the detail (docs/staking.md#flow-windows-and-views).
    const beforeClaim = await balanceOf(api, FRESH);
    await staking.openWindow('Claim Rewards');
    await expect(page.getByLabel('Please enter your wallet password to claim rewards')).toBeVisible();
    await staking.confirm('Claim Rewards');
    await staking.expectSuccess('Claiming Rewards Successful');
    expect(await balanceOf(api, FRESH)).toBeGreaterThan(beforeClaim - 10n ** 16n);
    await staking.close();

    // Restake.
    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3600, epochs: 1 });
    await expect.poll(async () => (await delegationOf(api, FRESH, 1)).pending).toBeGreaterThan(0n);
    await staking.openDetail(FRESH, 1);
    await expect(staking.button('Claim & Restake')).toBeEnabled({ timeout: 15_000 });
    await staking.openWindow('Claim & Restake');
    await staking.confirm('Claim & Restake');
    await staking.expectSuccess('Claim & Restake Rewards Successful');
    await staking.close();
    await expect
      .poll(async () => (await delegationOf(api, FRESH, 1)).delegated)
      .toBeGreaterThan(50n * 10n ** 18n);

    // Lock 14 days, then extend.
    await staking.openDetail(FRESH, 1);
    await staking.openWindow('Lock Delegation');
    await expect(page.getByRole('heading', { name: 'Lock Delegation', exact: true })).toBeVisible();
    await page.getByLabel('Lock for (days)').fill('14');
    await expect(page.getByTestId('locked-until')).toContainText('Delegation will be locked until');
    await page.getByLabel('Lock for (days)').fill('100000');
    await expect(staking.alerts().filter({ hasText: MESSAGES.maxLockDaysReached })).toBeVisible();
    await page.getByLabel('Lock for (days)').fill('14');
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-lock-light');
    await staking.button('Ok, lock').click();
    await expect(page.getByRole('row', { name: /Lock Delegation Until/ })).toContainText('(14 days)');
    await staking.confirm('Lock');
    await staking.expectSuccess('Delegation Lock Successful');
    await staking.close();
    await expect(staking.field('Unlock Date')).not.toHaveText('-', { timeout: 15_000 });
    await expect(staking.button('Extend Lock')).toBeEnabled();
    await staking.openWindow('Extend Lock');
    await expect(page.getByRole('heading', { name: 'Extend Lock', exact: true })).toBeVisible();
    await page.getByLabel('Lock for (days)').fill('30');
    await staking.button('Ok, lock').click();
    await expect(page.getByRole('row', { name: /Lock Delegation Until/ })).toContainText('(30 days)');
    await staking.confirm('Lock');
    await staking.expectSuccess('Delegation Lock Successful');
    await staking.close();

    // Undelegate 20 FTM of a locked delegation: Unlock first, penalty preview equals what the contract takes.
    await devnet(stack.urls.devnet, '/time-travel', { seconds: 3600, epochs: 1 });
    await staking.openDetail(FRESH, 1);
    await expect(staking.field('Pending Rewards')).not.toHaveText('0.00 FTM', { timeout: 15_000 });
    await staking.button('Undelegate').click();
    await expect(staking.alerts().filter({ hasText: MESSAGES.claimBeforeUndelegate })).toBeVisible();
    await staking.openWindow('Claim Rewards');
    await staking.confirm('Claim Rewards');
    await staking.expectSuccess('Claiming Rewards Successful');
    await staking.close();
    await staking.openWindow('Undelegate');
    await expect(page.getByText('The withdrawal of your delegated tokens will take 7 days')).toBeVisible();
    const undelegateAmount = page.getByLabel('Amount (FTM)');
    await undelegateAmount.fill('0.5');
    await expect(
      staking.alerts().filter({ hasText: /^You can undelegate min 1 FTM and max [\d.]+ FTM$/ }),
    ).toBeVisible();
    await undelegateAmount.fill('20');
    await expect(page.getByTestId('unlock-penalty')).toContainText(/^Unlock penalty: [\d.,]+ FTM$/, {
      timeout: 15_000,
    });
    const shownPenalty = ((await page.getByTestId('unlock-penalty').textContent()) ?? '').match(
      /([\d.,]+) FTM/,
    )?.[1];
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-undelegate-light');
    const before = await delegationOf(api, FRESH, 1);
    await staking.button('Ok, unlock').click();
    await expect(page.getByRole('row', { name: /Unlock Amount/ })).toBeVisible();
    await staking.confirm('Unlock');
    await staking.expectSuccess('Unlock Successful');
    // 'Next Step' continues by itself after 2000 ms, and the password is not asked again.
    await expect(page.getByRole('row', { name: /Undelegate Amount/ })).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText(/password is remembered/)).toBeVisible();
    const after = await delegationOf(api, FRESH, 1);
    const taken = before.delegated - after.delegated;
    expect(formatAmount(taken, { fractionDigits: 6 })).toBe(shownPenalty);
    if (taken > 0n) {
      await expect(page.getByTestId('slashing')).toHaveText(
        MESSAGES.slashingApplied(formatAmount(taken, { fractionDigits: 6 })),
      );
    }
    await staking.confirm('Undelegate');
    await staking.expectSuccess('Undelegation Successful');
    await staking.close();

    // The request waits for 7 days + 900 s of chain time.
    const request = page.locator('tr[data-request]').first();
    await expect(request.getByRole('button', { name: /^Withdraw in 7d/ })).toBeDisabled({ timeout: 15_000 });
    await devnet(stack.urls.devnet, '/time-travel', { days: 8 });
    await expect(request.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled({
      timeout: 20_000,
    });
    const beforeWithdraw = await balanceOf(api, FRESH);
    await request.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(staking.dialog()).toBeVisible();
    await expect(page.getByRole('row', { name: /Transaction Value/ })).toContainText('0');
    await staking.confirm('Withdraw');
    await staking.expectSuccess('Success');
    await expectBalance(api, FRESH).toBeGreaterThan(beforeWithdraw + 19n * 10n ** 18n);
    await staking.close();
    await expect(request).toContainText('Withdrawn', { timeout: 15_000 });
  });

  test('sFTM: undelegate blocked while minted; repay with Allow then Confirm and one password; mint again (bob)', async ({
    page,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    const staking = new StakingPages(page);
    await send.store(DEV_KEYS.bob);
    await staking.openDetail(BOB, 3);
    await expect(staking.field('Minted sFTM')).not.toHaveText('0.00 sFTM', { timeout: 15_000 });
    await expect(staking.button('Undelegate')).toBeDisabled();
    await expect(staking.alerts().filter({ hasText: MESSAGES.repayBeforeUndelegate })).toBeVisible();
    await expect(staking.button('Mint sFTM')).toBeDisabled();
    await staking.openWindow('Repay sFTM');
    await expect(staking.stepCounter()).toHaveText('1 / 2');
    await expect(staking.sftmText()).toHaveText("You're allowing 4,200.00 sFTM");
    // The simulation shows this Allow's approval and the repay after it (docs/simulation.md#in-the-confirmation).
    const simulation = page.getByTestId('simulation');
    await expect(simulation.getByText('After all steps')).toBeVisible({ timeout: 30_000 });
    await expect(simulation.getByText('Stake tokenizer may spend 4,200 sFTM').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-repay-allow-dark');
    await staking.confirm('Submit');
    await staking.expectSuccess('Success');
    await expect(staking.stepCounter()).toHaveText('2 / 2', { timeout: 10_000 });
    await expect(staking.sftmText()).toHaveText("You're repaying 4,000.00 sFTM");
    await expect(page.getByText(/password is remembered/)).toBeVisible();
    await staking.confirm('Submit');
    await staking.expectSuccess('Success');
    await staking.close();
    await expect(staking.field('Minted sFTM')).toHaveText('0.00 sFTM', { timeout: 15_000 });
    await expect(staking.button('Undelegate')).toBeEnabled();
    await expect(staking.button('Mint sFTM')).toBeEnabled();
    // The mint confirmation also runs as a full view (docs/staking.md#flow-windows-and-views): a direct link,
    // Close returns to the detail.
    await page.goto(`/staking/${BOB}/detail/3/mint`);
    await expect(staking.sftmText()).toHaveText("You're minting 4,000.00 sFTM");
    await expect(staking.dialog()).toHaveCount(0);
    await staking.confirm('Submit');
    await staking.expectSuccess('Success');
    await staking.close();
    await expect(page).toHaveURL(new RegExp(`/staking/${BOB}/detail/3$`));
    await expect(staking.field('Minted sFTM')).toHaveText('4,000.00 sFTM', { timeout: 15_000 });
  });

  test('fluid staking switched off on the chain: no sFTM buttons, claim allowed without rewards (alice)', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const clients = createDevChainClients(stack.urls.rpc);
    const tokenizer = await clients.public.readContract({
      address: addresses.sfc,
      abi: sfcArtifact.abi,
      functionName: 'stakeTokenizerAddress',
    });
    const setTokenizer = (address: `0x${string}`) =>
      sendTx(clients, {
        from: OWNER,
        address: addresses.sfc,
        abi: sfcArtifact.abi,
        functionName: 'updateStakeTokenizerAddress',
        args: [address],
      });
    await setTokenizer(zeroAddress);
    try {
      const send = new SendPages(page);
      const staking = new StakingPages(page);
      await send.store(DEV_KEY_1);
      await staking.openDetail(ALICE, 2);
      await expect(page.getByText('Fluid staking (sFTM) is not active on this network.')).toBeVisible();
      await expect(staking.button('Mint sFTM')).toHaveCount(0);
      await expect(staking.button('Claim Rewards').first()).toBeEnabled();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs('staking-detail-fluid-off-dark');
    } finally {
      await setTokenizer(tokenizer);
    }
  });
});
