// @vitest-environment happy-dom
import { GOVERNANCE_MESSAGES, MESSAGES, percentOf } from '@fantom-wallet/core';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNothingInjected } from '../../../shared/test/expectNothingInjected.ts';
import {
  advance,
  preloadFeature,
  renderFeatureAt,
  settleUntil,
} from '../../../shared/test/renderFeatureAt.tsx';
import { type GraphqlAnswer, serveDevnetApi, stopDevnetApi } from '../../../shared/test/serveDevnetApi.ts';
import { useAccountsStore } from '../../../storage/accounts/useAccountsStore.ts';
import { useSettingsStore } from '../../../storage/settings/useSettingsStore.ts';
import { governanceFeature } from '../index.ts';
import { REDIRECT_AFTER_MS } from './useRedirectAfter.ts';

// The user's one wallet; the proposal's contract; the account's two delegations (validator #1 and #2); an
// address the account has not delegated to.
const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const GOV = '0x7C3b85a71E4FcE1209a81d67F1AF46B5a068770E';
const V1 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const V2 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const FRESH = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const ID = 2;
const LIST = `/gov/${ALICE}`;
const DETAIL = `${LIST}/proposal-detail/${ID}/${GOV}`;

const hex = (n: bigint | number) => `0x${n.toString(16)}`;
const E18 = 10n ** 18n;
const NOW = 1_800_000_000n;
const VOTES = 250n * E18;
const TOTAL_WEIGHT = 1_000n * E18;

/** The proposal as the API answers it: open, two options, five levels, alice delegating to #1 and #2. */
const detailAnswer = (): GraphqlAnswer => ({
  data: {
    govContract: {
      name: 'Governance',
      address: GOV,
      totalVotingPower: hex(TOTAL_WEIGHT),
      canVote: true,
      delegationsBy: [V1, V2],
      proposal: {
        id: hex(ID),
        name: 'Raise the gas limit',
        description: 'Two options, five levels.',
        contract: '0x0000000000000000000000000000000000000a11',
        opinionScales: ['0x0', '0x1', '0x2', '0x3', '0x4'],
        options: ['Yes', 'No'],
        state: { isResolved: false, status: '0x0', winnerId: null, votes: hex(VOTES) },
        minVotes: hex(5n * 10n ** 17n),
        minAgreement: hex(6n * 10n ** 17n),
        totalWeight: hex(TOTAL_WEIGHT),
        votedWeightRatio: 0.25,
        votingStarts: hex(NOW - 86_400n),
        votingMayEnd: hex(NOW + 86_400n),
        votingMustEnd: hex(NOW + 7n * 86_400n),
        optionStates: [
          { optionId: '0x0', votes: hex(VOTES), agreement: hex(VOTES), agreementRatio: hex(8n * 10n ** 17n) },
          { optionId: '0x1', votes: hex(VOTES), agreement: hex(VOTES), agreementRatio: hex(2n * 10n ** 17n) },
        ],
      },
    },
  },
});

const resting = (): GraphqlAnswer => ({
  data: null,
  errors: [{ message: 'governance is resting', extensions: { code: 'INTERNAL' } }],
});

/** Everything the governance screens ask for, answered; `failing` operations answer an error instead. */
function serveGovernance(failing: readonly string[] = []) {
  const answers: Record<string, () => GraphqlAnswer> = {
    GovernanceProposalDetail: detailAnswer,
    GovernanceProposalsPage: () => ({
      data: {
        govContracts: [{ address: GOV, delegationsBy: [V1, V2] }],
        govProposals: { totalCount: '0x0', pageInfo: { last: null, hasNext: false }, edges: [] },
      },
    }),
    GovernanceVoters: () => ({
      data: {
        stakers: [
          { id: '0x1', stakerAddress: V1, stakerInfo: { name: 'Validator One', logoUrl: null } },
          { id: '0x2', stakerAddress: V2, stakerInfo: null },
        ],
        delegationsByAddress: {
          edges: [
            { delegation: { toStakerId: '0x1', amount: hex(100n * E18) } },
            { delegation: { toStakerId: '0x2', amount: hex(50n * E18) } },
          ],
        },
      },
    }),
    GovernanceVotes: () => ({
      data: { p0: { proposal: { v0: null, v1: null } } },
    }),
    LastSealedEpoch: () => ({ data: { epoch: { id: '0x10', endTime: hex(NOW) } } }),
  };
  for (const name of failing) answers[name] = resting;
  return serveDevnetApi(answers);
}

beforeAll(() => preloadFeature(governanceFeature));

beforeEach(() => {
  useAccountsStore.setState(useAccountsStore.getInitialState(), true);
  localStorage.clear();
  useAccountsStore.getState().add({ address: ALICE, type: 'keystore' });
  useAccountsStore.getState().setActive(ALICE);
  useSettingsStore.getState().setNetworkId(undefined);
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  stopDevnetApi();
});

describe('governance routes: bad, missing and hostile parameters (docs/governance.md#routes)', () => {
  it.each([
    ['no id, no contract', 'proposal-detail'],
    ['an id without its contract', `proposal-detail/${ID}`],
    ['an id that is no number, a contract that is no address', 'proposal-detail/abc/0x12'],
    ['hostile markup as the id', `proposal-detail/%3Cscript%3E/${GOV}`],
  ])(
    "a detail with %s says 'Select a proposal first, please.', then goes back to the list after 3 s (docs/governance.md#routes)",
    async (_, path) => {
      serveGovernance();
      const router = renderFeatureAt(governanceFeature, `${LIST}/${path}`);
      expect(screen.getByRole('alert').textContent).toBe(GOVERNANCE_MESSAGES.selectProposal);
      expect(REDIRECT_AFTER_MS).toBe(3_000);
      await advance(2_999);
      expect(screen.getByText(GOVERNANCE_MESSAGES.selectProposal)).toBeTruthy();
      expect(router.url()).toBe(`${LIST}/${path}`);
      await advance(1);
      expect(router.url()).toBe(LIST);
      expect(screen.queryByText(GOVERNANCE_MESSAGES.selectProposal)).toBeNull();
      expectNothingInjected();
    },
  );

  it.each([
    ['a vote confirmation without delegation or choices', 'confirmation'],
    [
      'a vote confirmation through a delegation of the account, without choices',
      `confirmation?delegatedTo=${V1}`,
    ],
    ['a vote confirmation with choices beyond the levels', `confirmation?delegatedTo=${V1}&choices=99,99`],
    [
      'a vote confirmation through a javascript: delegation',
      'confirmation?delegatedTo=javascript:alert(1)&choices=1,1',
    ],
    [
      'a vote confirmation through a delegation the account does not have',
      `confirmation?delegatedTo=${FRESH}&choices=0,0`,
    ],
    ['a cancel-vote confirmation without a delegation', 'cancel-vote'],
    [
      'a cancel-vote confirmation with hostile markup as its delegation',
      'cancel-vote?delegatedTo=%3Cimg%20src=x%3E',
    ],
  ])(
    "%s says 'Bad parameters.', then goes back to the detail after 3 s (docs/governance.md#routes)",
    async (_, query) => {
      serveGovernance();
      const router = renderFeatureAt(governanceFeature, `${DETAIL}/${query}`);
      await settleUntil(() => screen.queryByText(GOVERNANCE_MESSAGES.badParameters) !== null);
      expect(screen.getByRole('alert').textContent).toBe(GOVERNANCE_MESSAGES.badParameters);
      // Nothing is built: the flow's view (titled with the proposal's name) is not there.
      expect(screen.queryByRole('heading', { name: 'Raise the gas limit' })).toBeNull();
      expectNothingInjected(query);
      await advance(2_999);
      expect(screen.getByText(GOVERNANCE_MESSAGES.badParameters)).toBeTruthy();
      expect(router.url()).toBe(`${DETAIL}/${query}`);
      await advance(1);
      expect(router.url()).toBe(DETAIL);
      expect(screen.queryByText(GOVERNANCE_MESSAGES.badParameters)).toBeNull();
    },
  );

  // The controls: with every parameter right the same routes build the flow (its view is titled with the
  // proposal's name), so each case above fails on its own rule, not on the fake data.
  it.each([
    [
      'a vote through a delegation of the account, one level per option',
      `confirmation?delegatedTo=${V1}&choices=4,0`,
    ],
    ['a cancel-vote through a delegation of the account', `cancel-vote?delegatedTo=${V2}`],
  ])(
    'the same routes with %s are no bad parameters: the confirmation opens and stays (docs/governance.md#routes)',
    async (_, query) => {
      serveGovernance();
      const router = renderFeatureAt(governanceFeature, `${DETAIL}/${query}`);
      await settleUntil(() => screen.queryByRole('heading', { name: 'Raise the gas limit' }) !== null);
      expect(screen.queryByText(GOVERNANCE_MESSAGES.badParameters)).toBeNull();
      await advance(3_001);
      expect(router.url()).toBe(`${DETAIL}/${query}`);
      expect(screen.getByRole('heading', { name: 'Raise the gas limit' })).toBeTruthy();
    },
  );

  it("'/gov/<an address that is not a wallet of the user>' says 'Bad wallet' (docs/governance.md#routes)", () => {
    serveGovernance();
    renderFeatureAt(governanceFeature, `/gov/0x${'de'.repeat(20)}`);
    expect(screen.getByText(MESSAGES.badWallet)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(MESSAGES.badWallet);
  });
});

describe('governance: a failed query shows its error in place, the rest of the page stays', () => {
  it("the list: the API's error in an alert under the heading 'Governance' (docs/governance.md#proposals-list)", async () => {
    const api = serveGovernance(['GovernanceProposalsPage', 'GovernanceVotes']);
    renderFeatureAt(governanceFeature, LIST);
    await settleUntil(() => screen.queryByRole('alert') !== null);
    expect(api.asked).toContain('GovernanceProposalsPage');
    expect(screen.getByRole('heading', { name: 'Governance', level: 1 })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('governance is resting');
  });

  it("the detail: the votes' error in 'Your Votes'; the proposal and its total votes stay (docs/governance.md#proposal-detail)", async () => {
    const api = serveGovernance(['GovernanceProposalsPage', 'GovernanceVotes']);
    renderFeatureAt(governanceFeature, DETAIL);
    const yourVotes = () => screen.queryByRole('region', { name: 'Your Votes' });
    await settleUntil(() => {
      const region = yourVotes();
      return region !== null && within(region).queryByRole('alert') !== null;
    });
    expect(api.asked).toContain('GovernanceVotes');
    const region = yourVotes();
    if (!region) throw new Error("no 'Your Votes' region");
    expect(within(region).getByRole('alert').textContent).toContain('governance is resting');
    expect(screen.getByRole('heading', { name: 'Governance', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Raise the gas limit' })).toBeTruthy();
    const total = screen.getByTestId('total-votes').textContent;
    expect(total).toMatch(/%$/);
    expect(total).toBe(`${percentOf(VOTES, TOTAL_WEIGHT)}%`);
  });
});
