import { FMINT_MESSAGES } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../i18n/i18n.ts';
import type { Account } from '../../storage/accounts/Account.ts';
import { type FmintData, toFmintData } from './data/FmintData.ts';
import type { FmintOverviewWire } from './data/fmintOverviewOperation.ts';
import { fmintPositionsOperation, readFmintPositions } from './data/fmintPositionsOperation.ts';
import { buildFmintSteps } from './flows/buildFmintSteps.tsx';
import { readPlan } from './flows/FmintPlan.ts';
import { assetRows } from './overview/AssetsTab.tsx';

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

describe('docs/fmint.md#empty-confirmations', () => {
  it('a confirmation trusts only a well-formed plan from the history state', () => {
    expect(readPlan(null)).toBeNull();
    expect(readPlan({ kind: 'collateral', token: WFTM, locked: '1', target: '-1' })).toBeNull();
    expect(readPlan({ kind: 'collateral', token: 'x', locked: '1', target: '2' })).toBeNull();
    expect(readPlan({ kind: 'debt', token: FUSD, debt: '1', target: '2' })).toBeNull();
    expect(readPlan({ kind: 'collateral', token: WFTM, locked: '1', target: '2' })).toEqual({
      kind: 'collateral',
      token: WFTM,
      locked: '1',
      target: '2',
    });
    expect(FMINT_MESSAGES.adjustToken('FUSD')).toBe('Adjust FUSD first, please.');
  });
});

describe('docs/fmint.md#transactions', () => {
  const d = data();
  const wftm = d.tokens[0];
  const fusd = d.tokens[1];
  if (!wftm || !fusd) throw new Error('fixture');

  it('a lock is Allow then mustDeposit; an unchanged plan has no steps', () => {
    const built = buildFmintSteps(
      t,
      alice,
      {
        kind: 'collateral',
        token: wftm.address,
        locked: String(10_100n * E18),
        target: String(10_150n * E18),
      },
      wftm,
      d.config,
    );
    expect(built?.flow).toEqual({ id: 'fmint-deposit', subject: wftm.address });
    expect(built?.steps.map((s) => [s.kind, s.skip === true])).toEqual([
      ['approve', false],
      ['call', false],
    ]);
    const allow = built?.steps[0];
    expect(allow?.kind === 'approve' && allow.amount).toBe(525n * 10n ** 17n);
    expect(
      buildFmintSteps(
        t,
        alice,
        { kind: 'collateral', token: wftm.address, locked: '5', target: '5' },
        wftm,
        d.config,
      ),
    ).toBeNull();
  });

  it('a repay whose allowance suffices skips Allow; near the whole debt it repays the maximum', () => {
    const built = buildFmintSteps(
      t,
      alice,
      {
        kind: 'debt',
        token: fusd.address,
        debt: String(1_000n * E18),
        target: '0',
        maxDebt: String(2_000n * E18),
      },
      fusd,
      d.config,
    );
    expect(built?.flow.id).toBe('fmint-repay');
    expect(built?.steps[0]?.skip).toBe(true);
    expect(built?.steps[1]?.call?.data.slice(0, 10)).not.toBe('0x557c138b');
  });

  it('a mint shows the fee and what arrives', () => {
    const built = buildFmintSteps(
      t,
      alice,
      {
        kind: 'debt',
        token: fusd.address,
        debt: String(1_000n * E18),
        target: String(1_100n * E18),
        maxDebt: String(2_000n * E18),
      },
      fusd,
      d.config,
    );
    const rows = built?.steps[0]?.rows.map((r) => [r.label, r.value]);
    expect(rows).toContainEqual(['Fee', '0.50 FUSD']);
    expect(rows).toContainEqual(['You receive', '99.49 FUSD']);
  });
});
