import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { type FmintData, type FmintToken, toFmintData } from './data/FmintData.ts';
import type { FmintOverviewWire } from './data/fmintOverviewOperation.ts';
import { fmintPositionsOperation, readFmintPositions } from './data/fmintPositionsOperation.ts';
import type { FmintOrder } from './flows/FmintOrder.ts';
import { presentFmintStep } from './flows/presentFmintStep.tsx';
import { assetRows } from './overview/AssetsTab.tsx';
import { fmintOrderFlow } from './plan/fmintOrderFlow.ts';
import { planFmint } from './plan/planFmint.ts';
import { planFmintRewards } from './plan/planFmintRewards.ts';

const E18 = 10n ** 18n;
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const FUSD = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';
const FEUR = '0xdef1000000000000000000000000000000000e00';
const FMINT = '0xdEf1000000000000000000000000000000000001';
const ALICE = '0x1111111111111111111111111111111111111111';

const token = (
  address: string,
  symbol: string,
  extra: Partial<FmintOverviewWire['defiTokens'][number]> = {},
) => ({
  address: address as `0x${string}`,
  name: symbol,
  symbol,
  logoUrl: '',
  decimals: 18,
  price: E18,
  priceDecimals: 18,
  totalSupply: 1_000n * E18,
  isActive: true,
  canDeposit: false,
  canMint: false,
  canWrapFTM: false,
  availableBalance: 0n,
  allowance: 0n,
  ...extra,
});

function data(): FmintData {
  return toFmintData({
    defiConfiguration: {
      mintFee4: 50n,
      minCollateralRatio4: 30_000n,
      rewardCollateralRatio4: 50_000n,
      decimals: 4,
      fMintContract: FMINT,
      fMintRewardDistribution: FMINT,
    },
    defiTokens: [
      token(WFTM, 'WFTM', {
        canDeposit: true,
        canWrapFTM: true,
        price: 7n * 10n ** 17n,
        availableBalance: 100n * E18,
      }),
      token(FUSD, 'FUSD', { canMint: true, availableBalance: 500n * E18, allowance: 2_000n * E18 }),
      token(FEUR, 'FEUR', { canMint: true }),
      token('0xfc00face00000000000000000000000000000000', 'FTM', { availableBalance: E18 }),
      token('0x0000000000000000000000000000000000000bad', 'OLD', { isActive: false, availableBalance: E18 }),
    ],
    fMintAccount: {
      collateralValue: 7_070n * E18,
      debtValue: 1_000n * E18,
      collateral: [{ tokenAddress: WFTM as `0x${string}`, balance: 10_100n * E18, value: 7_070n * E18 }],
      debt: [{ tokenAddress: FUSD as `0x${string}`, balance: 1_000n * E18, value: 1_000n * E18 }],
      rewardsEarned: 0n,
      rewardsStashed: 0n,
      canClaimRewards: false,
      canPushNewRewards: false,
      canReceiveRewards: false,
    },
  });
}

const alice = { address: ALICE, name: 'alice' } as unknown as Account;
const t = initI18n().t;

describe('docs/fmint.md#assets', () => {
  it('lists tokens with an amount, without inactive ones or FTM, with deposited and borrowed', () => {
    const rows = assetRows(data());
    expect(rows.map((r) => r.symbol)).toEqual(['WFTM', 'FUSD']);
    expect(rows[0]?.deposited).toBe(10_100n * E18);
    expect(rows[1]?.debt).toBe(1_000n * E18);
  });
});

describe('docs/fmint.md#positions', () => {
  it('reads every wallet in one aliased request, in the wallets’ order', () => {
    const owners = [ALICE, FMINT] as `0x${string}`[];
    const { operation, variables } = fmintPositionsOperation(owners);
    expect(operation.query.match(/fMintAccount\(/g)).toHaveLength(2);
    expect(variables).toEqual({ o0: ALICE, o1: FMINT });
    const account = data().account;
    expect(readFmintPositions(owners, { a1: account })).toEqual([{ owner: FMINT, account }]);
    expect(() => fmintPositionsOperation([])).toThrow(RangeError);
  });
});

describe('docs/fmint.md#transactions', () => {
  const d = data();
  const wftm = d.tokens[0];
  const fusd = d.tokens[1];
  if (!wftm || !fusd) throw new Error('fixture');
  const present = (token: FmintToken) => presentFmintStep(t, { account: alice, config: d.config, token });
  const plan = (order: FmintOrder, token: FmintToken) =>
    planFmint(order, { config: d.config, token }, { allowance: token.allowance });
  /** Moves the FUSD debt from 1,000 to `target`, 2,000 being the most it could be. */
  const fusdDebtOrder = (target: bigint): FmintOrder => ({
    kind: 'debt',
    token: fusd.address,
    debt: 1_000n * E18,
    target,
    maxDebt: 2_000n * E18,
  });

  it('a lock is Allow then mustDeposit; an unchanged plan has no steps', () => {
    const order: FmintOrder = {
      kind: 'collateral',
      token: wftm.address,
      locked: 10_100n * E18,
      target: 10_150n * E18,
    };
    expect(fmintOrderFlow(order, wftm)?.key).toEqual({ id: 'fmint-deposit', subject: wftm.address });
    const steps = plan(order, wftm);
    expect(steps.map((s) => [s.kind, s.skip === true])).toEqual([
      ['approve', false],
      ['call', false],
    ]);
    const allow = steps[0];
    expect(allow?.kind === 'approve' && allow.amount).toBe(525n * 10n ** 17n);
    const views = steps.map(present(wftm));
    expect(views.map((v) => [v.title, v.label, v.successTitle])).toEqual([
      ['Confirmation (1/2)', 'Allow', 'Allowance Successful'],
      ['Confirmation (2/2)', 'Confirm', 'Collateral Locked'],
    ]);
    expect(views[0]?.rows.map((r) => [r.label, r.value])).toEqual([
      ['Send To', 'fMint (0xdEf100...000001)'],
      ['Send From', 'alice'],
      ['Amount', '52.50 WFTM'],
    ]);
    const unchanged: FmintOrder = { kind: 'collateral', token: wftm.address, locked: 5n, target: 5n };
    expect(fmintOrderFlow(unchanged, wftm)).toBeNull();
    expect(plan(unchanged, wftm)).toEqual([]);
  });

  it('a repay whose allowance suffices skips Allow; near the whole debt it repays the maximum', () => {
    const order = fusdDebtOrder(0n);
    expect(fmintOrderFlow(order, fusd)?.key.id).toBe('fmint-repay');
    const steps = plan(order, fusd);
    expect(steps[0]?.skip).toBe(true);
    expect(steps[1]?.call?.data.slice(0, 10)).not.toBe('0x557c138b');
    // mustRepayMax(address)
    expect(steps[1]?.call?.data.slice(0, 10)).toBe('0xcc7b9327');
    const view = present(fusd)(steps[1] as (typeof steps)[number]);
    expect(view.title).toBe('Confirmation (1/1)');
    expect(view.successTitle).toBe('Synths Repaid');
  });

  it('a mint shows the fee and what arrives', () => {
    const order = fusdDebtOrder(1_100n * E18);
    const [mint] = plan(order, fusd);
    if (!mint) throw new Error('a mint step');
    const rows = present(fusd)(mint).rows.map((r) => [r.label, r.value]);
    expect(rows).toContainEqual(['Fee', '0.50 FUSD']);
    expect(rows).toContainEqual(['You receive', '99.49 FUSD']);
  });

  it('rewards go to the distribution, without an amount', () => {
    const [claim] = planFmintRewards('claim', d.config.distribution);
    if (!claim) throw new Error('a claim step');
    const view = presentFmintStep(t, { account: alice, config: d.config })(claim);
    expect(view.rows.map((r) => [r.label, r.value])).toEqual([
      ['Send To', 'fMint rewards (0xdEf100...000001)'],
      ['Send From', 'alice'],
    ]);
    expect([view.title, view.successTitle]).toEqual(['Confirmation (1/1)', 'Rewards Claimed']);
  });
});
