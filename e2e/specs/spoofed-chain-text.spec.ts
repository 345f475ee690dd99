import {
  createDevChainClients,
  type DevChainClients,
  governanceArtifact,
  placeCode,
  sendTx,
  testTokenArtifact,
} from '@fantom-wallet/contracts';
import type { Page } from '@playwright/test';
import { type Address, getAddress, stringToHex } from 'viem';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { deploymentOf, GovernancePages } from '../pages/GovernancePages.ts';
import { addressOf, DEV_KEYS, SendPages } from '../pages/SendPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

// The tokens and the proposal below are made by the tests on their own chain, so no other spec sees them.
test.use({ stackKey: 'spoofing' });

const BOB = addressOf(DEV_KEYS.bob);
const CAROL = addressOf(DEV_KEYS.carol);
const ALICE = addressOf(DEV_KEY_1);
const KB10 = 10 * 1024;

/** ERC-20s that lie about themselves, placed at addresses of their own and minted to bob. */
const HOSTILE_TOKENS: readonly { address: Address; symbol: string; name: string }[] = [
  // U+202E turns 'MTF' around: it would read 'FTM' beside an amount, and reverse the address after it.
  { address: '0x5900f00d00000000000000000000000000000001', symbol: '\u202EMTF', name: 'Fantom' },
  // A Cyrillic Т.
  { address: '0x5900f00d00000000000000000000000000000002', symbol: 'FТM', name: 'Fantom' },
  { address: '0x5900f00d00000000000000000000000000000003', symbol: 'WFTM', name: 'Wrapped Fantom' },
  { address: '0x5900f00d00000000000000000000000000000004', symbol: 'Z'.repeat(KB10), name: 'Y'.repeat(KB10) },
].map((token) => ({ ...token, address: getAddress(token.address) }));

const REVERSED = HOSTILE_TOKENS[0]?.address ?? '';

async function placeHostileTokens(clients: DevChainClients, owner: Address, holder: Address): Promise<void> {
  for (const token of HOSTILE_TOKENS) {
    const contract = { address: token.address, abi: testTokenArtifact.abi } as const;
    await placeCode(clients, token.address, testTokenArtifact.deployedBytecode);
    await sendTx(clients, {
      ...contract,
      from: owner,
      functionName: 'initialize',
      args: [owner, token.name, token.symbol, 18],
    });
    await sendTx(clients, {
      ...contract,
      from: owner,
      functionName: 'mint',
      args: [holder, 5n * 10n ** 18n],
    });
  }
}

/**
 * The Assets table is no wider than the screen, or than the 420 px a phone scrolls sideways through (a symbol
 * shown whole would make it many thousand pixels wide).
 */
async function expectTableFits(page: Page): Promise<void> {
  const table = await page.getByRole('table', { name: 'Assets' }).boundingBox();
  const viewport = page.viewportSize();
  if (!table || !viewport) throw new Error('no Assets table on screen');
  expect(table.width).toBeLessThanOrEqual(Math.max(viewport.width, 420));
}

async function shoot(
  page: Page,
  screenshotAs: (name: string) => Promise<void>,
  name: string,
  ready: () => Promise<void>,
) {
  for (const dark of [true, false]) {
    await new SendPages(page).setScheme(dark);
    await ready();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs(`${name}-${dark ? 'dark' : 'light'}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await expectNoSeriousA11yViolations(page);
  await screenshotAs(`${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('hostile token symbols: Assets stays readable, look-alikes are badged, a send names the contract', async ({
  page,
  stack,
  screenshotAs,
}) => {
  const deployment = await deploymentOf(stack.urls.devnet);
  await placeHostileTokens(createDevChainClients(stack.urls.rpc), deployment.owner, BOB);
  const send = new SendPages(page);
  await send.store(DEV_KEYS.bob);
  await page.goto(`/account/${BOB}`);
  await page.getByRole('tab', { name: /Assets/ }).click();

  const rowOf = (address: string) =>
    page.getByRole('row').filter({ has: page.locator(`a[href$="/send/erc20/${address}"]`) });
  const [reversed, cyrillic, fakeWftm, huge] = HOSTILE_TOKENS.map((token) => rowOf(token.address));
  if (!reversed || !cyrillic || !fakeWftm || !huge) throw new Error('four hostile tokens');
  await expect(reversed).toBeVisible({ timeout: 20_000 });
  await expect(huge).toBeVisible({ timeout: 20_000 });

  // The override is a visible mark, not obeyed; the look-alikes carry the badge and their contract.
  // (Once beside its name, once beside its amount.)
  await expect(reversed.getByRole('img', { name: 'hidden character RLO' })).toHaveCount(2);
  for (const [i, row] of [reversed, cyrillic, fakeWftm].entries()) {
    await expect(row.getByTestId('lookalike-badge')).toBeVisible();
    await expect(row.getByTestId('token-contract')).toHaveText(HOSTILE_TOKENS[i]?.address ?? '');
  }
  // The real tokens are not look-alikes.
  await expect(page.locator('tr[data-token="tUSDC"]').getByTestId('lookalike-badge')).toHaveCount(0);
  // A 10 KB symbol shows 16 characters and the columns stay on screen; Show all holds the rest.
  await expect(huge.locator('bdi[data-chain-text="symbol"]').first()).toHaveText(`${'Z'.repeat(15)}…`);
  await expect(page.getByRole('columnheader', { name: 'Available' })).toBeInViewport();
  await expect(huge.getByRole('link', { name: /^Send / })).toBeInViewport();
  await expectTableFits(page);
  await huge.getByRole('button', { name: 'Show all' }).first().click();
  await expect(page.getByTestId('chain-text-full')).toHaveText('Z'.repeat(KB10));
  await page.keyboard.press('Escape');
  await shoot(page, screenshotAs, 'spoofing-assets', async () => {
    await page.getByRole('tab', { name: /Assets/ }).click();
    await expect(huge.getByRole('link', { name: /^Send / })).toBeVisible();
    await expectTableFits(page);
  });

  // Sending the token that reads 'FTM' backwards: the form and the confirmation name its contract. Each colour
  // scheme reloads the page, which drops a send in progress, so the send is started again for each.
  const confirmReversedSend = async () => {
    await page.goto(`/account/${BOB}`);
    await page.getByRole('tab', { name: /Assets/ }).click();
    await reversed.getByRole('link', { name: 'Send MTF' }).click();
    await expect(page.getByRole('heading', { name: 'Send MTF' })).toBeVisible();
    await expect(page.getByTestId('send-token-contract')).toContainText(REVERSED);
    await expect(send.form().getByTestId('lookalike-badge')).toBeVisible();
    await expect(send.fee()).not.toHaveText('…');
    await send.fill(CAROL, '1');
    await send.toConfirmation();
    const amountRow = page.getByRole('row', { name: /Amount/ });
    await expect(amountRow).toContainText('1.00 RLOMTF');
    await expect(amountRow).not.toContainText('1.00 FTM');
    await expect(amountRow.getByTestId('lookalike-badge')).toBeVisible();
    await expect(page.getByRole('row', { name: /Token contract/ })).toContainText(REVERSED);
    const simulation = page.getByTestId('simulation');
    await expect(simulation.getByTestId('lookalike-badge')).toBeVisible({ timeout: 20_000 });
    await expect(simulation).toContainText(`RLOMTF (${REVERSED})`);
    await expect(page.locator('#root')).not.toContainText('\u202E');
  };
  for (const dark of [true, false]) {
    await send.setScheme(dark);
    await confirmReversedSend();
    await expectNoSeriousA11yViolations(page);
    await screenshotAs(`spoofing-send-confirmation-${dark ? 'dark' : 'light'}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId('simulation').getByTestId('lookalike-badge')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshotAs('spoofing-send-confirmation-phone');
});

test('a proposal with spoofed links shows the hosts the links really open', async ({
  page,
  stack,
  screenshotAs,
}) => {
  const deployment = await deploymentOf(stack.urls.devnet);
  const GOV = deployment.contracts.governance;
  if (!GOV) throw new Error('the devnet has no governance');
  const clients = createDevChainClients(stack.urls.rpc);
  const now = (await clients.public.getBlock()).timestamp;
  const DAY = 86_400n;
  const governance = { address: GOV, abi: governanceArtifact.abi } as const;
  const id = (await clients.public.readContract({ ...governance, functionName: 'lastProposalID' })) + 1n;
  await sendTx(clients, {
    ...governance,
    from: deployment.owner,
    functionName: 'createProposal',
    args: [
      {
        name: 'Move the treasury\u202E',
        description:
          'Official summary: \u202Ehttps://evil.example/?x=noitadnuof.motnaf//:sptth\n' +
          'Mirror: https://fаntom.foundation/vote and the real site https://fantom.foundation/about.',
        options: ['Yes', 'No'].map((o) => stringToHex(o, { size: 32 })),
        opinionScales: [0n, 2n, 4n],
        minVotes: 50n * 10n ** 16n,
        minAgreement: 50n * 10n ** 16n,
        votingStartTime: now - DAY,
        votingMinEndTime: now + 6n * DAY,
        votingMaxEndTime: now + 13n * DAY,
        executable: false,
      },
    ],
  });

  await new SendPages(page).store(DEV_KEY_1);
  const gov = new GovernancePages(page);
  await gov.openDetail(ALICE, Number(id), GOV);
  const description = page.getByTestId('proposal-description');
  const links = description.getByRole('link');
  await expect(links).toHaveCount(3);
  // Each link's text is exactly what it opens, host in ASCII.
  for (const [i, href] of [
    'https://evil.example/?x=noitadnuof.motnaf//:sptth',
    'https://xn--fntom-4ve.foundation/vote',
    'https://fantom.foundation/about',
  ].entries()) {
    await expect(links.nth(i)).toHaveText(href);
    await expect(links.nth(i)).toHaveAttribute('href', href);
  }
  await expect(description.getByRole('img', { name: 'hidden character RLO' })).toBeVisible();
  // Only the Cyrillic host is marked.
  await expect(description.getByTestId('mixed-script')).toHaveCount(1);
  await expect(description.getByTestId('mixed-script')).toHaveText('Mixed scripts');
  await expect(page.getByRole('heading', { name: 'Move the treasury' })).toBeVisible();
  await expect(page.locator('#root')).not.toContainText('\u202E');
  await shoot(page, screenshotAs, 'spoofing-proposal', async () => {
    await expect(page.getByRole('heading', { name: 'Your Votes' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('mixed-script')).toBeVisible();
  });
});
