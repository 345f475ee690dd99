import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations as expectAxeClean } from '../fixtures/axe.ts';
import { addFakeLedger } from '../fixtures/ledger.ts';
import { expect, test } from '../fixtures/test.ts';
import { DEV_ADDRESS_1 } from '../pages/WalletPages.ts';

/** A wallet and a contact stored as the app stores them, so every screen has something to show. */
async function seedStorage(page: Page, scheme: 'dark' | 'light') {
  await page.addInitScript(
    ({ address, dark }) => {
      if (localStorage.getItem('seeded')) return;
      localStorage.setItem('seeded', '1');
      localStorage.setItem(
        'fwallet.accounts',
        JSON.stringify({
          state: { accounts: [{ address, name: 'Alice', type: 'keystore' }], activeIndex: 0 },
          version: 1,
        }),
      );
      localStorage.setItem(
        'fwallet.contacts',
        JSON.stringify({
          state: {
            contacts: [
              { name: 'Bob', address: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', blockchain: 'fantom' },
            ],
          },
          version: 1,
        }),
      );
      localStorage.setItem('fwallet.settings', JSON.stringify({ state: { darkMode: dark }, version: 1 }));
    },
    { address: DEV_ADDRESS_1, dark: scheme === 'dark' },
  );
}

const screens: Array<{ name: string; path: string; ready: (page: Page) => Promise<void> }> = [
  { name: 'welcome', path: '/', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'dashboard', path: '/dashboard', ready: (p) => expect(p.getByText(/FTM$/).first()).toBeVisible() },
  {
    name: 'account',
    path: `/account/${DEV_ADDRESS_1}`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Wallet Alice' })).toBeVisible(),
  },
  {
    name: 'receive',
    path: `/account/${DEV_ADDRESS_1}/receive`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Receive Opera FTM' })).toBeVisible(),
  },
  {
    // The send form with its directions (the local bridge lists FTM and a test token).
    name: 'send-form',
    path: `/account/${DEV_ADDRESS_1}/send`,
    ready: (p) =>
      expect(p.getByRole('radio', { name: 'Opera to Ethereum' })).toBeEnabled({ timeout: 20_000 }),
  },
  {
    name: 'staking-list',
    path: `/staking/${DEV_ADDRESS_1}`,
    ready: (p) => expect(p.getByText('Delegation Time').first()).toBeVisible(),
  },
  {
    name: 'staking-detail-locked',
    path: `/staking/${DEV_ADDRESS_1}/detail/1`,
    ready: (p) => expect(p.getByRole('heading', { name: /^Delegation to .+, 1$/ })).toBeVisible(),
  },
  {
    name: 'staking-detail-withdraw-request',
    path: `/staking/${DEV_ADDRESS_1}/detail/4`,
    ready: (p) => expect(p.getByRole('heading', { name: /^Delegation to .+, 4$/ })).toBeVisible(),
  },
  {
    name: 'staking-delegate-form',
    path: `/staking/${DEV_ADDRESS_1}/stake`,
    ready: (p) => expect(p.getByRole('heading', { name: 'Delegate FTM' })).toBeVisible(),
  },
  {
    name: 'settings',
    path: '/settings',
    ready: (p) => expect(p.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible(),
  },
  {
    name: 'funi-swap',
    path: `/funi/${DEV_ADDRESS_1}/swap/0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83/0xAd84341756Bf337f5a0164515b1f6F993D194E1f`,
    ready: (p) => expect(p.getByTestId('funi-swap-price')).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'funi-pools',
    path: `/funi/${DEV_ADDRESS_1}/pools`,
    ready: (p) => expect(p.getByTestId('funi-pool-row').first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'funi-add-liquidity',
    path: `/funi/${DEV_ADDRESS_1}/pools/add/0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83/0xAd84341756Bf337f5a0164515b1f6F993D194E1f`,
    ready: (p) => expect(p.getByTestId('funi-add-prices')).toBeVisible({ timeout: 20_000 }),
  },
  {
    // WFTM/FUSD at its mainnet address.
    name: 'funi-pair',
    path: `/funi/${DEV_ADDRESS_1}/pools/pair/0x34bf23e2f08bfe00cae2adc15d4b47cf8b9ee7bf`,
    ready: (p) => expect(p.getByTestId('funi-chart')).toBeVisible({ timeout: 30_000 }),
  },
  {
    name: 'fmint-overview',
    path: `/fmint/${DEV_ADDRESS_1}`,
    ready: (p) => expect(p.getByTestId('fmint-cratio')).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'fmint-lock',
    path: `/fmint/${DEV_ADDRESS_1}/lock`,
    ready: (p) => expect(p.getByRole('textbox', { name: /^Collateral \(/ })).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'fmint-mint-repay',
    path: `/fmint/${DEV_ADDRESS_1}/mint-repay`,
    ready: (p) => expect(p.getByRole('textbox', { name: /^Minted \(/ })).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'fswap',
    path: `/fswap/${DEV_ADDRESS_1}`,
    ready: (p) => expect(p.getByTestId('fswap-price')).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'governance-list',
    path: `/gov/${DEV_ADDRESS_1}`,
    ready: (p) => expect(p.getByTestId('proposals-count')).toBeVisible({ timeout: 20_000 }),
  },
  {
    // An open proposal without votes (the devnet's governance contract sits at its mainnet address).
    name: 'governance-detail',
    path: `/gov/${DEV_ADDRESS_1}/proposal-detail/40/0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E`,
    ready: (p) =>
      expect(p.getByRole('button', { name: 'Vote', exact: true }).first()).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: 'not-found',
    path: '/nowhere',
    ready: (p) => expect(p.getByRole('heading', { name: 'Page not found' })).toBeVisible(),
  },
];

// The tests only read the shared stack's chain (nothing is sent): they run in parallel, on both workers.
test.describe.configure({ mode: 'parallel' });

for (const scheme of ['dark', 'light'] as const) {
  for (const viewport of [
    { label: 'desktop', size: { width: 1280, height: 800 } },
    { label: 'phone', size: { width: 390, height: 844 } },
  ]) {
    // Every screen is scanned in both schemes (contrast differs) and at both sizes (phones get cards instead of
    // tables): dark on a desktop, light on a phone. The other two variants prove nothing more (the same screens,
    // ready checks and schemes) and only add screenshots to look at: `E2E_CAPTURE_ALL=1` captures them too.
    const scan = (scheme === 'dark') === (viewport.label === 'desktop');
    if (!scan && process.env.E2E_CAPTURE_ALL !== '1') continue;
    const expectNoSeriousA11yViolations = scan ? expectAxeClean : async () => undefined;
    const variant = `${scan ? 'passes axe and ' : ''}is captured (${scheme}, ${viewport.label})`;

    test(`every screen ${variant}`, async ({ page, screenshotAs }) => {
      await page.setViewportSize(viewport.size);
      await seedStorage(page, scheme);
      for (const [i, screen] of screens.entries()) {
        // The first screen is loaded, the others reached as a user reaches them, inside the running app (the
        // router follows the history entry): a page load per screen cost ~1 s each and proved nothing more here;
        // every route is still loaded directly by the journey that covers it.
        if (i === 0) await page.goto(screen.path);
        else
          await page.evaluate((path) => {
            history.pushState(null, '', path);
            dispatchEvent(new PopStateEvent('popstate'));
          }, screen.path);
        await screen.ready(page);
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`${screen.name}-${scheme}-${viewport.label}`);
      }
    });

    test(`every window ${variant}`, async ({ page, screenshotAs }) => {
      await page.setViewportSize(viewport.size);
      await seedStorage(page, scheme);
      // The windows: create, restore, connect.
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      // The dashboard a saved wallet opens at, whole: a click while it still arrives may land beside the button.
      await expect(page.getByLabel('Your wallets')).toBeVisible();
      if (viewport.label === 'phone') {
        // The main menu is a drawer there, out of the page (and of the keyboard's way) until opened.
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await expect(menu).toHaveCount(0);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(menu.getByRole('link', { name: 'Staking' })).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`menu-drawer-${scheme}-${viewport.label}`);
        await page.getByRole('button', { name: 'Close menu' }).click();
        await expect(menu).toHaveCount(0);
      }
      for (const [button, name] of [
        ['Create Wallet', 'create'],
        ['Restore Wallet', 'restore'],
        ['Connect Wallet', 'connect'],
      ] as const) {
        await page.getByRole('button', { name: button }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`${name}-window-${scheme}-${viewport.label}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // Connect Wallet → Metamask with no browser wallet: the picker says so (docs/external-wallets.md#injected).
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Metamask' }).click();
      await expect(page.getByRole('dialog').getByText('Metamask is not installed.')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`connect-metamask-window-${scheme}-${viewport.label}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Connect Wallet → Ledger with the software device: Pick ledger account (docs/ledger.md#pick-ledger-account).
      await addFakeLedger(page);
      await page.reload();
      await expect(page.getByLabel('Your wallets')).toBeVisible();
      await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
      await page.getByRole('dialog').getByRole('button', { name: 'Ledger' }).click();
      await expect(page.getByRole('table', { name: 'Ledger addresses' }).locator('tbody tr')).toHaveCount(5);
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`ledger-picker-window-${scheme}-${viewport.label}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      // Connect Wallet → WalletConnect on a stack without a relay, and → Coinbase Wallet with its SDK loaded
      // (docs/external-wallets.md#walletconnect, docs/external-wallets.md#coinbase-wallet).
      for (const [wallet, ready, name] of [
        ['WalletConnect', 'WalletConnect is not configured.', 'walletconnect'],
        ['Coinbase Wallet', 'Connect the Coinbase Wallet app or extension.', 'coinbase'],
      ] as const) {
        await page.getByRole('button', { name: 'Connect Wallet' }).first().click();
        await page.getByRole('dialog').getByRole('button', { name: wallet }).click();
        await expect(page.getByRole('dialog').getByText(ready, { exact: false })).toBeVisible({
          timeout: 20_000,
        });
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`connect-${name}-window-${scheme}-${viewport.label}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // Staking windows over the delegation detail (docs/staking.md#flow-windows-and-views).
      await page.goto(`/staking/${DEV_ADDRESS_1}/detail/2`);
      for (const [button, name, ready] of [
        ['Claim Rewards', 'claim', 'Please enter your wallet password to claim rewards'],
        ['Lock Delegation', 'lock', 'Delegation will be locked until'],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).first().click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expect(page.getByRole('dialog').getByText(ready).first()).toBeVisible({ timeout: 20_000 });
        await expectNoSeriousA11yViolations(page);
        await screenshotAs(`staking-window-${name}-${scheme}-${viewport.label}`);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      // The vote confirmation in its window over the proposal detail (docs/governance.md#routes).
      await page.goto(`/gov/${DEV_ADDRESS_1}/proposal-detail/40/0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E`);
      await page.getByRole('button', { name: 'Vote', exact: true }).first().click();
      await expect(
        page.getByRole('dialog').getByLabel('Please enter your wallet password to vote'),
      ).toBeVisible({ timeout: 20_000 });
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`governance-window-vote-${scheme}-${viewport.label}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
}
