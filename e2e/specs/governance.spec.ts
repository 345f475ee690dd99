import { createDevChainClients, governanceArtifact } from '@fantom-wallet/contracts';
import { fixedPointPercent, GOVERNANCE_MESSAGES, percentOf } from '@fantom-wallet/core';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { expect, test } from '../fixtures/test.ts';
import { deploymentOf, GovernancePages } from '../pages/GovernancePages.ts';
import { addressOf, apiUrl, graphql, SendPages } from '../pages/SendPages.ts';
import { devnet } from '../pages/StakingPages.ts';
import { DEV_KEY_1 } from '../pages/WalletPages.ts';

const ALICE = addressOf(DEV_KEY_1);
// A key of no one's: a fresh faucet account without delegations.
const FRESH_KEY = `0x${'6b'.repeat(32)}`;
const FRESH = addressOf(FRESH_KEY);

interface ApiProposal {
  name: string;
  options: string[];
  opinionScales: string[];
  totalWeight: string;
  minAgreement: string;
  state: { status: string; isResolved: boolean; winnerId: string | null; votes: string };
  optionStates: { optionId: string; agreementRatio: string }[];
}

async function proposalOf(api: string, governance: string, id: number): Promise<ApiProposal> {
  const data = await graphql<{ govContract: { proposal: ApiProposal } }>(
    api,
    `query($g: Address!, $id: BigInt!) { govContract(address: $g) { proposal(id: $id) {
      name options opinionScales totalWeight minAgreement state { status isResolved winnerId votes }
      optionStates { optionId agreementRatio } } } }`,
    { g: governance, id: `0x${id.toString(16)}` },
  );
  return data.govContract.proposal;
}

/** What the detail must show for the proposal as the API (reading the contract) has it now. */
function expectedTotals(p: ApiProposal) {
  return {
    total: `${percentOf(BigInt(p.state.votes), BigInt(p.totalWeight))}%`,
    agreement: p.options.map((_, i) => {
      const state = p.optionStates.find((s) => BigInt(s.optionId) === BigInt(i));
      return state ? `${fixedPointPercent(BigInt(state.agreementRatio))}%` : '-';
    }),
  };
}

// Votes, cancels and time travel: a stack of its own.
test.use({ stackKey: 'governance' });

test.describe('governance (docs/governance.md)', () => {
  test.describe.configure({ timeout: 300_000 });

  test('proposals list: count, state labels, every seeded proposal once by scrolling, sort remembered', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const deployment = await deploymentOf(stack.urls.devnet);
    const seeded = deployment.proposals;
    if (!seeded) throw new Error('the devnet seeded no proposals');
    const all = Object.values(seeded).flat();
    const gov = new GovernancePages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await gov.openList(ALICE);
    await expect(page.getByTestId('proposals-count')).toHaveText(String(all.length));
    await expect(gov.rows()).toHaveCount(40);
    await gov.scrollToEnd(all.length);
    const ids = await gov.rows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-testid')));
    expect(new Set(ids).size).toBe(all.length);
    for (const id of all) await expect(gov.row(id)).toHaveCount(1);
    // One label per status.
    const label = {
      openVoted: 'In progress',
      openUnvoted: 'In progress',
      notStarted: 'In progress',
      resolved: 'Resolved',
      failed: 'Failed',
      canceled: 'Canceled',
      executionExpired: 'Execution Expired',
    } as Record<string, string>;
    for (const [state, list] of Object.entries(seeded)) {
      const expected = label[state];
      if (!expected || list[0] === undefined) continue;
      await expect(gov.row(list[0]).getByRole('cell').nth(5)).toHaveText(expected);
    }
    // You Voted: alice has not voted anywhere yet, through any of her delegations.
    await expect(
      gov
        .row(seeded.openVoted[0] ?? 0)
        .getByRole('cell')
        .nth(2),
    ).toHaveText(/^0 \/ [1-9]$/);
    // Sort by ID ascending, remembered after a reload.
    await page.getByRole('button', { name: 'ID / Name' }).click();
    await page.getByRole('button', { name: 'ID / Name' }).click();
    await expect(gov.rows().first()).toHaveAttribute('data-testid', `proposal-row-${Math.min(...all)}`);
    await page.reload();
    // Only the first page is loaded again: it is in ascending id order too.
    await expect(page.getByRole('columnheader', { name: 'ID / Name' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    const firstPage = await gov
      .rows()
      .evaluateAll((rows) =>
        rows.map((r) => Number(r.getAttribute('data-testid')?.replace('proposal-row-', ''))),
      );
    expect(firstPage).toEqual([...firstPage].sort((a, b) => a - b));
    for (const dark of [true, false]) {
      await gov.setScheme(dark);
      await expect(gov.rows().first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`governance-list-${dark ? 'dark' : 'light'}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('proposal-cards')).toBeVisible();
    await expect(page.getByTestId('proposals-table')).toBeHidden();
    await screenshotAs('governance-list-phone');
  });

  test('detail: not started, resolved with its winner, hostile description as text, no delegations', async ({
    page,
    stack,
    screenshotAs,
  }) => {
    const deployment = await deploymentOf(stack.urls.devnet);
    const seeded = deployment.proposals;
    const GOV = deployment.contracts.governance;
    if (!seeded || !GOV) throw new Error('the devnet seeded no governance');
    const api = apiUrl(stack.urls);
    const gov = new GovernancePages(page);
    await new SendPages(page).store(DEV_KEY_1);

    // Not started: the message, and every form disabled.
    const notStarted = seeded.notStarted[0] ?? 0;
    await gov.openDetail(ALICE, notStarted, GOV);
    await expect(page.getByText(GOVERNANCE_MESSAGES.notStarted)).toBeVisible();
    const votes = page.getByRole('button', { name: 'Vote', exact: true });
    await expect(votes.first()).toBeVisible();
    for (const button of await votes.all()) await expect(button).toBeDisabled();
    // A disabled slider shows no thumb to move.
    await expect(page.getByRole('slider')).toHaveCount(0);

    // Resolved: the winner the contract chose, and no forms.
    const resolved = seeded.resolved[0] ?? 0;
    const detail = await proposalOf(api, GOV, resolved);
    const winner = detail.options[Number(BigInt(detail.state.winnerId ?? '0x0'))];
    await gov.openDetail(ALICE, resolved, GOV);
    await expect(page.getByTestId('winner')).toHaveText(winner ?? '');
    await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
    const totals = expectedTotals(detail);
    await expect(gov.totalVotes()).toHaveText(totals.total);
    await expect(gov.agreement().locator('tbody tr td:nth-child(2)')).toHaveText(totals.agreement);
    await expect(
      page.getByRole('columnheader', {
        name: `Agreement (min. ${fixedPointPercent(BigInt(detail.minAgreement))}%)`,
      }),
    ).toBeVisible();

    // The hostile description: shown as text, nothing runs, no link but http(s).
    const hostile = seeded.openUnvoted[0] ?? 0;
    await gov.openDetail(ALICE, hostile, GOV);
    const description = page.getByTestId('proposal-description');
    await expect(description).toContainText('<script>');
    await expect(description.locator('img, script, iframe')).toHaveCount(0);
    for (const href of await description
      .locator('a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
      expect(href).toMatch(/^https?:\/\//);
    // The open form: one slider per option, starting in the middle, operable by keyboard.
    const slider = page.getByRole('slider').first();
    const start = Number(await slider.getAttribute('aria-valuenow'));
    const max = Number(await slider.getAttribute('aria-valuemax'));
    expect(start).toBe(Math.floor(max / 2));
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(start + 1));
    for (const dark of [true, false]) {
      await gov.setScheme(dark);
      await expect(page.getByRole('heading', { name: 'Your Votes' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await screenshotAs(`governance-detail-${dark ? 'dark' : 'light'}`);
    }
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Your Votes' })).toBeVisible();
    await screenshotAs('governance-detail-phone');
    await page.screenshot({ path: '/tmp/gov-detail-phone-viewport.png' });
    await page.setViewportSize({ width: 1280, height: 720 });

    // A fresh faucet account has no delegations.
    await devnet(stack.urls.devnet, '/faucet', { address: FRESH, amount: 10 });
    await new SendPages(page).store(FRESH_KEY);
    await gov.openDetail(FRESH, seeded.openUnvoted[1] ?? 0, GOV);
    await expect(page.getByText(GOVERNANCE_MESSAGES.noDelegations)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  });

  test("alice votes through validator #1, cancels, votes through a second delegation; a second tab's vote reverts", async ({
    page,
    context,
    stack,
  }) => {
    const deployment = await deploymentOf(stack.urls.devnet);
    const GOV = deployment.contracts.governance;
    const id = deployment.proposals?.openVoted[0];
    const v1 = deployment.validators.find((v) => v.id === 1)?.auth;
    if (!GOV || id === undefined || !v1) throw new Error('the devnet seeded no governance');
    const api = apiUrl(stack.urls);
    const clients = createDevChainClients(stack.urls.rpc);
    const GOVERNANCE = { address: GOV, abi: governanceArtifact.abi } as const;
    const ownVote = async () =>
      (
        await clients.public.readContract({
          ...GOVERNANCE,
          functionName: 'getVote',
          args: [v1, v1, BigInt(id)],
        })
      )[0];
    const gov = new GovernancePages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await gov.openDetail(ALICE, id, GOV);
    const before = await proposalOf(api, GOV, id);
    const v1Before = await ownVote();
    const forms = page.locator('[data-delegated-to]');
    await expect(forms.first()).toBeVisible();
    const delegations = await forms.evaluateAll((f) =>
      f.map((e) => e.getAttribute('data-delegated-to') ?? ''),
    );
    expect(delegations).toContain(v1.toLowerCase());
    const second = delegations.find((d) => d !== v1.toLowerCase());
    if (!second) throw new Error('alice has one delegation only');
    const v1Form = page.locator(`[data-delegated-to="${v1.toLowerCase()}"]`);
    const secondForm = page.locator(`[data-delegated-to="${second}"]`);

    // Vote through validator #1 with the highest level on the first option.
    const first = v1Form.getByRole('slider').first();
    await first.focus();
    await page.keyboard.press('End');
    await v1Form.getByRole('button', { name: 'Vote', exact: true }).click();
    await expect(gov.dialog().getByRole('heading', { name: 'Confirmation', exact: true })).toBeVisible();
    await expect(gov.dialog().getByLabel(GOVERNANCE_MESSAGES.votePassword)).toBeVisible();
    await gov.confirm();
    await gov.expectSuccess('Vote Successful');
    await gov.closeWindow();
    await expect(v1Form.getByRole('button', { name: 'Cancel Vote' })).toBeEnabled();
    await expect(v1Form.getByRole('table', { name: 'Your choices' })).toContainText('100%');
    const voted = await proposalOf(api, GOV, id);
    const totals = expectedTotals(voted);
    await expect(gov.totalVotes()).toHaveText(totals.total);
    await expect(gov.agreement().locator('tbody tr td:nth-child(2)')).toHaveText(totals.agreement);
    // The list counts it: one of alice's delegations voted.
    await gov.openList(ALICE);
    await expect(gov.row(id).getByRole('cell').nth(2)).toHaveText(`1 / ${delegations.length}`);
    await gov.openDetail(ALICE, id, GOV);
    // The override rule: validator #1's own vote lost alice's weight.
    expect(await ownVote()).toBeLessThan(v1Before);
    expect(BigInt(voted.state.votes)).toBe(BigInt(before.state.votes));

    // Cancel: both back to before.
    await v1Form.getByRole('button', { name: 'Cancel Vote' }).click();
    await expect(gov.dialog().getByLabel(GOVERNANCE_MESSAGES.cancelVotePassword)).toBeVisible();
    await gov.confirm();
    await gov.expectSuccess('Vote Cancelled');
    await gov.closeWindow();
    await expect(v1Form.getByRole('button', { name: 'Vote', exact: true })).toBeEnabled();
    expect(await ownVote()).toBe(v1Before);
    const after = await proposalOf(api, GOV, id);
    expect(after.state.votes).toBe(before.state.votes);
    await expect(gov.totalVotes()).toHaveText(expectedTotals(before).total);

    // A second tab opens the second delegation's confirmation as a view before the first tab votes with it.
    const tab = await context.newPage();
    const path = `/gov/${ALICE}/proposal-detail/${id}/${GOV}/confirmation?delegatedTo=${second}&choices=${before.options.map(() => 0).join(',')}`;
    await tab.goto(path);
    await expect(tab.getByLabel(GOVERNANCE_MESSAGES.votePassword)).toBeVisible({ timeout: 20_000 });

    // The second delegation votes on its own; validator #1's form is untouched.
    await secondForm.getByRole('button', { name: 'Vote', exact: true }).click();
    await gov.confirm();
    await gov.expectSuccess('Vote Successful');
    await gov.closeWindow();
    await expect(secondForm.getByRole('button', { name: 'Cancel Vote' })).toBeVisible();
    await expect(v1Form.getByRole('button', { name: 'Vote', exact: true })).toBeEnabled();
    const settled = await proposalOf(api, GOV, id);

    // The second tab's vote for the same delegation: refused by the contract, nothing else changes.
    await tab.getByLabel(GOVERNANCE_MESSAGES.votePassword).fill('Correct-Horse-9');
    const submit = tab.getByRole('button', { name: 'Submit', exact: true });
    if (await submit.isEnabled()) await submit.click();
    await expect(tab.getByText('Transaction Error').first()).toBeVisible({ timeout: 60_000 });
    expect(await proposalOf(api, GOV, id)).toEqual(settled);
    await tab.close();

    // The second delegation cancels through the view route: its success route, then Close back to the detail.
    const detailPath = `/gov/${ALICE}/proposal-detail/${id}/${GOV}`;
    await page.goto(`${detailPath}/cancel-vote?delegatedTo=${second}`);
    await expect(page.getByText('Cancel Vote Confirmation')).toBeVisible({ timeout: 20_000 });
    await gov.confirm();
    await gov.expectSuccess('Vote Cancelled');
    await expect(page).toHaveURL(new RegExp(`${detailPath}/cancel-vote/success\\?delegatedTo=`));
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    await expect(secondForm.getByRole('button', { name: 'Vote', exact: true })).toBeEnabled();
    expect((await proposalOf(api, GOV, id)).state.votes).toBe(before.state.votes);
    // A success route opened by a link has no result to show: back to the detail.
    await page.goto(`${detailPath}/confirmation/success`);
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
    await page.goto(`${detailPath}/confirmation/reject`);
    await expect(page.getByRole('heading', { name: 'Transaction rejected' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(new RegExp(`${detailPath}$`));
  });

  test('after time travel past their end: short of the quorum → Failed; the one seeded to win → Resolved with its winner', async ({
    page,
    stack,
  }) => {
    const deployment = await deploymentOf(stack.urls.devnet);
    const GOV = deployment.contracts.governance;
    const openVoted = deployment.proposals?.openVoted ?? [];
    const short = openVoted[0];
    // The seed's last open voted proposal has validators 1 and 6 on its first option, above its quorum.
    const winning = openVoted[openVoted.length - 1];
    if (!GOV || short === undefined || winning === undefined)
      throw new Error('the devnet seeded no governance');
    const api = apiUrl(stack.urls);
    await devnet(stack.urls.devnet, '/time-travel', { days: 50, epochs: 1 });
    const failed = await proposalOf(api, GOV, short);
    const resolved = await proposalOf(api, GOV, winning);
    expect([failed.state.status, failed.state.isResolved]).toEqual(['0x2', false]);
    expect([resolved.state.status, resolved.state.isResolved, resolved.state.winnerId]).toEqual([
      '0x1',
      true,
      '0x0',
    ]);
    const gov = new GovernancePages(page);
    await new SendPages(page).store(DEV_KEY_1);
    await gov.openList(ALICE);
    await expect(gov.row(short).getByRole('cell').nth(5)).toHaveText('Failed');
    await expect(gov.row(winning).getByRole('cell').nth(5)).toHaveText('Resolved');
    await gov.openDetail(ALICE, short, GOV);
    await expect(page.getByTestId('winner')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
    await gov.openDetail(ALICE, winning, GOV);
    await expect(page.getByTestId('winner')).toHaveText(resolved.options[0] ?? 'March');
    await expect(page.getByRole('button', { name: 'Vote', exact: true })).toHaveCount(0);
  });
});
