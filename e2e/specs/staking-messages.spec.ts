import {
  addresses,
  createDevChainClients,
  type DevChainClients,
  sendTx,
  sfcArtifact,
  sftmArtifact,
  stakeTokenizerArtifact,
} from '@fantom-wallet/contracts';
import { MESSAGES } from '@fantom-wallet/core';
import type { Page } from '@playwright/test';
import { type Address, parseEther, toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test, watchForPageProblems } from '../fixtures/test.ts';
import { addressOf, SendPages } from '../pages/SendPages.ts';
import { devnet, StakingPages } from '../pages/StakingPages.ts';
import { DEV_MNEMONIC } from '../pages/WalletPages.ts';

const OWNER = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 0 }).address;
// The whale (dev index 9) is the only delegator of #6, the validator at its delegation limit.
const WHALE_KEY = toHex(mnemonicToAccount(DEV_MNEMONIC, { addressIndex: 9 }).getHdKey().privateKey ?? '0x');
const WHALE = addressOf(WHALE_KEY);
const DAY = 86_400n;
const FTM = 10n ** 18n;

const SFC = { address: addresses.sfc, abi: sfcArtifact.abi } as const;
const TOKENIZER = { address: addresses.stakeTokenizer, abi: stakeTokenizerArtifact.abi } as const;
const SFTM = { address: addresses.sftm, abi: sftmArtifact.abi } as const;

/**
 * A funded account of a key of no one's (`0x{byte × 32}`) that the devnet lets the test send from (anvil
 * impersonation), for making the delegation state a test needs before it looks at the screen.
 */
async function chainAccount(rpcUrl: string, byte: string) {
  const clients = createDevChainClients(rpcUrl);
  const privateKey = `0x${byte.repeat(32)}`;
  const address = addressOf(privateKey);
  await clients.test.setBalance({ address, value: parseEther('1000') });
  await clients.test.impersonateAccount({ address });
  return { clients, privateKey, address };
}

/** Restores the wallet of `privateKey` in the browser and opens its delegation to `stakerId`. */
async function openDelegation(page: Page, privateKey: string, stakerId: bigint): Promise<StakingPages> {
  const staking = new StakingPages(page);
  await new SendPages(page).store(privateKey);
  await staking.openDetail(addressOf(privateKey), stakerId);
  return staking;
}

const delegate = (clients: DevChainClients, from: Address, validator: bigint, ftm: bigint) =>
  sendTx(clients, { ...SFC, from, functionName: 'delegate', args: [validator], value: ftm * FTM });
const lockAndMint = async (clients: DevChainClients, from: Address, validator: bigint, ftm: bigint) => {
  await sendTx(clients, { ...SFC, from, functionName: 'lockStake', args: [validator, 30n * DAY, ftm * FTM] });
  await sendTx(clients, { ...TOKENIZER, from, functionName: 'mintSFTM', args: [validator] });
};

// Sets up states on the chain (a whitelisted sFTM sink, impersonated accounts) and moves chain time in its
// last test: a stack of its own, shared by every test of this file.
test.use({ stackKey: 'staking-messages' });

test.describe('staking messages and window mode (docs/staking.md#messages)', () => {
  test.describe.configure({ timeout: 240_000 });

  test('Claim & Restake above the validator limit: the restake message, no transaction; claim-only still offered (whale, #6)', async ({
    page,
    screenshotAs,
  }) => {
    const send = new SendPages(page);
    const staking = new StakingPages(page);
    await send.store(WHALE_KEY);
    await staking.openList(WHALE);
    // The list's restake action opens the detail with the restake flag: the claim starts there, in a window.
    await page
      .getByRole('button', { name: /^Claim and restake rewards of the delegation to .+, 6$/ })
      .click();
    await expect(staking.dialog()).toBeVisible({ timeout: 20_000 });
    const message = staking
      .dialog()
      .getByRole('alert')
      .filter({
        hasText: /^Staking limit reached\. You can restake max 0\.00 FTM on validator Full House, 6/,
      });
    await expect(message).toBeVisible();
    await expect(page.getByLabel(/^Please enter your wallet password/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-window-restake-limit-dark');
    // Claim only is never blocked.
    await staking.dialog().getByText('Claim Rewards', { exact: true }).click();
    await expect(page.getByLabel('Please enter your wallet password to claim rewards')).toBeVisible();
    await expect(message).toHaveCount(0);
    // Escape hides the window; a reload shows the plain detail (the flag is used once).
    await page.keyboard.press('Escape');
    await expect(staking.dialog()).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Delegation to Full House, 6$/ })).toBeVisible();
    await expect(staking.dialog()).toHaveCount(0);
  });

  test("Can't repay sFTM when part of the minted sFTM is gone; Can't withdraw while sFTM is outstanding", async ({
    page,
    stack,
  }) => {
    const { clients, privateKey, address: user } = await chainAccount(stack.urls.rpc, '6c');
    // A withdraw request first (undelegating needs no sFTM out), then lock and mint 100 sFTM.
    await delegate(clients, user, 2n, 150n);
    await sendTx(clients, { ...SFC, from: user, functionName: 'undelegate', args: [2n, 1n, 20n * FTM] });
    await lockAndMint(clients, user, 2n, 100n);
    // 40 sFTM leave the wallet (sFTM moves only to a whitelisted address).
    const sink = addressOf(`0x${'6d'.repeat(32)}`);
    await sendTx(clients, { ...SFTM, from: OWNER, functionName: 'setWhitelisted', args: [sink, true] });
    await sendTx(clients, { ...SFTM, from: user, functionName: 'transfer', args: [sink, 40n * FTM] });

    const staking = await openDelegation(page, privateKey, 2n);
    await expect(staking.field('Minted sFTM')).toHaveText('100.00 sFTM', { timeout: 15_000 });
    await expect(staking.alerts().filter({ hasText: MESSAGES.cannotRepaySftm })).toBeVisible();
    await expect(staking.alerts().filter({ hasText: MESSAGES.repayBeforeUndelegate })).toBeVisible();
    await expect(staking.button('Repay sFTM')).toBeDisabled();
    const request = page.locator('tr[data-request="1"]');
    await expect(request.getByRole('button', { name: /^Withdraw/ })).toBeDisabled();
    await expect(request.getByRole('note')).toHaveText(MESSAGES.repayBeforeWithdraw);
  });

  test("the 'final' withdraw request waits while another undelegation of the delegation is pending", async ({
    page,
    stack,
  }) => {
    const { clients, privateKey, address: user } = await chainAccount(stack.urls.rpc, '6e');
    await delegate(clients, user, 3n, 10n);
    // A partial undelegation, then (a minute later) the final one that takes the stake to zero.
    await sendTx(clients, { ...SFC, from: user, functionName: 'undelegate', args: [3n, 1n, 3n * FTM] });
    await clients.test.increaseTime({ seconds: 60 });
    await sendTx(clients, { ...SFC, from: user, functionName: 'undelegate', args: [3n, 2n, 7n * FTM] });

    const staking = await openDelegation(page, privateKey, 3n);
    await expect(staking.field('Pending withdraw')).toHaveText('10.00 FTM', { timeout: 15_000 });
    const partial = page.locator('tr[data-request="1"]');
    const final = page.locator('tr[data-request="2"]');
    await expect(final.getByRole('note')).toHaveText(MESSAGES.withdrawOthersFirst);
    await expect(final.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    await expect(partial.getByRole('button', { name: /^Withdraw in 7d/ })).toBeDisabled();
    await expect(partial.getByRole('note')).toHaveCount(0);

    // Once the period has passed, the partial request can go; the final one still waits for it.
    await devnet(stack.urls.devnet, '/time-travel', { days: 8 });
    await expect(partial.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled({
      timeout: 20_000,
    });
    await expect(final.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
    await partial.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await staking.confirm('Withdraw');
    await staking.expectSuccess('Success');
    await staking.close();
    await expect(partial).toContainText('Withdrawn', { timeout: 15_000 });
    await expect(final.getByRole('button', { name: 'Withdraw', exact: true })).toBeEnabled({
      timeout: 15_000,
    });
    await expect(final.getByRole('note')).toHaveCount(0);
  });

  test('browser closed between Allow and Confirm: the wallet is intact, the allowance is recorded and the repay resumes at step 2', async ({
    page,
    browser,
    stack,
  }) => {
    const { clients, privateKey, address: user } = await chainAccount(stack.urls.rpc, '6f');
    await delegate(clients, user, 2n, 100n);
    await lockAndMint(clients, user, 2n, 100n);

    const staking = await openDelegation(page, privateKey, 2n);
    await expect(staking.field('Minted sFTM')).toHaveText('100.00 sFTM', { timeout: 15_000 });
    await staking.openWindow('Repay sFTM');
    await expect(staking.stepCounter()).toHaveText('1 / 2');
    await expect(staking.sftmText()).toHaveText("You're allowing 105.00 sFTM");
    await staking.confirm('Submit');
    await staking.expectSuccess('Success');
    // Step 1 done, step 2 not sent: the browser goes away (its storage is all that is left).
    const state = await page.context().storageState({ indexedDB: true });
    await page.context().close();
    const allowance = await clients.public.readContract({
      ...SFTM,
      functionName: 'allowance',
      args: [user, addresses.stakeTokenizer],
    });
    expect(allowance).toBe(105n * FTM);

    const context = await browser.newContext({ storageState: state, baseURL: stack.urls.wallet });
    try {
      const again = await context.newPage();
      const problems = watchForPageProblems(again);
      const resumed = new StakingPages(again);
      await resumed.openDetail(user, 2);
      // The user is told what happened: the recorded allowance transaction, and that the repay is open.
      const notice = again.getByTestId('interrupted-repay');
      await expect(notice).toContainText(/transaction 0x[0-9a-f]{64}/);
      const hash = (await notice.textContent())?.match(/0x[0-9a-f]{64}/)?.[0] as `0x${string}`;
      const receipt = await clients.public.getTransactionReceipt({ hash });
      expect(receipt.to?.toLowerCase()).toBe(addresses.sftm.toLowerCase());
      expect(receipt.status).toBe('success');
      await expectNoSeriousA11yViolations(again);
      // screenshotAs shoots the fixture's page, which is closed: this one is saved beside its shots.
      await again.screenshot({
        path: new URL('../artifacts/screenshots/staking-repay-interrupted-dark.png', import.meta.url)
          .pathname,
        fullPage: true,
      });

      await resumed.openWindow('Repay sFTM');
      await expect(resumed.stepCounter()).toHaveText('2 / 2');
      await expect(again.getByText(/^Your earlier allowance for this repayment was found/)).toBeVisible();
      await expect(resumed.sftmText()).toHaveText("You're repaying 100.00 sFTM");
      // The password was remembered only in the closed browser: the keystore (intact) is asked again.
      await expect(again.getByLabel('Please enter your wallet password to repay sFTM')).toBeVisible({
        timeout: 20_000,
      });
      await resumed.confirm('Submit');
      await resumed.expectSuccess('Success');
      await resumed.close();
      await expect(resumed.field('Minted sFTM')).toHaveText('0.00 sFTM', { timeout: 15_000 });
      await expect(notice).toHaveCount(0);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test("a validator whose lock ends within the minimum lock: 'Validator doesn't lock delegations…' (moves chain time)", async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const { clients, privateKey, address: user } = await chainAccount(stack.urls.rpc, '7a');
    await delegate(clients, user, 5n, 10n);
    // Validator #5 locked its stake for 60 days: move chain time until 10 days are left.
    const auth = (await clients.public.readContract({ ...SFC, functionName: 'getValidator', args: [5n] }))[6];
    const lockEnd = (
      await clients.public.readContract({ ...SFC, functionName: 'getLockupInfo', args: [auth, 5n] })
    )[2];
    const now = (await clients.public.getBlock()).timestamp;
    const travel = lockEnd - now - 10n * DAY;
    expect(travel).toBeGreaterThan(0n);
    await devnet(stack.urls.devnet, '/time-travel', { seconds: Number(travel), epochs: 1 });

    const staking = await openDelegation(page, privateKey, 5n);
    await staking.openWindow('Lock Delegation');
    await expect(
      staking
        .dialog()
        .getByRole('alert')
        .filter({ hasText: MESSAGES.validatorLockTooShort(14) }),
    ).toBeVisible();
    await expect(page.getByLabel('Lock for (days)')).toBeDisabled();
    await expect(staking.button('Ok, lock')).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs('staking-window-validator-lock-short-dark');
  });
});
