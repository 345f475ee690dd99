import { debtBounds, FMINT } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import type { DebtOrder } from '../flows/FmintOrder.ts';
import { readFmintStep, sentAllow, sentCall } from '../test/readFmintStep.ts';
import { planFmintDebt } from './planFmintDebt.ts';

const E18 = 10n ** 18n;
const FMINT_ADDRESS = '0xdEf1000000000000000000000000000000000001';
const FUSD = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';
const config = { fmint: FMINT_ADDRESS, minRatioBps: 30_000n, fee4: 50n } as const;
/** Plans moving FUSD's debt from `debt` to `target`, the wallet holding `available` of it (500 by default). */
const plan = (
  debt: bigint,
  target: bigint,
  {
    maxDebt = 2_000n * E18,
    allowance,
    available = 500n * E18,
    minRatioBps = 30_000n,
  }: {
    maxDebt?: bigint;
    allowance?: bigint;
    available?: bigint;
    minRatioBps?: bigint;
  } = {},
) => {
  const order: DebtOrder = { kind: 'debt', token: FUSD, debt, target, maxDebt };
  const context = { config: { ...config, minRatioBps }, token: { decimals: 18, available } };
  return planFmintDebt(order, context, allowance === undefined ? {} : { allowance }).map(readFmintStep);
};

describe('planFmintDebt: mint (docs/fmint.md#mint-and-repay)', () => {
  it('a higher debt mints the difference with mustMint, with the fee and what arrives; no Allow, no facts', () => {
    // fee = amount × 50 ÷ 10,000 + 1 (docs/fmint.md#mint-fee); the wallet receives the rest.
    expect(plan(1_000n * E18, 1_100n * E18)).toEqual([
      sentCall(
        'mint',
        FMINT_ADDRESS,
        { name: 'mustMint', args: [FUSD, 100n * E18] },
        {
          amount: 100n * E18,
          fee: 5n * 10n ** 17n + 1n,
          received: 995n * 10n ** 17n - 1n,
          max: false,
          position: { step: 1, steps: 1 },
        },
      ),
    ]);
  });

  it('above 99.5 % of the maximum debt it mints the contract maximum at the minimum ratio; at 99.5 % it does not', () => {
    expect(plan(1_000n * E18, 1_990n * E18)[0]?.call).toEqual({ name: 'mustMint', args: [FUSD, 990n * E18] });
    const [above] = plan(1_000n * E18, 1_990n * E18 + 1n);
    expect(above?.call).toEqual({ name: 'mustMintMax', args: [FUSD, 30_000n] });
    expect(above?.description).toMatchObject({ kind: 'mint', amount: 990n * E18 + 1n, max: true });
    // The minimum ratio is the API's (here 350 %), not a constant.
    expect(plan(0n, 2_000n * E18, { minRatioBps: 35_000n })[0]?.call?.args).toEqual([FUSD, 35_000n]);
  });

  it('the Max of the form (mintable less the 0.3 % slippage reserve) mints the contract maximum', () => {
    const debt = 1_000n * E18;
    const { max } = debtBounds({
      debt,
      balance: 0n,
      maxMintable: 1_000n * E18,
      reserveBps: FMINT.defaultSlippageReserveBps,
    });
    expect(max).toBe(1_997n * E18);
    expect(plan(debt, max, { maxDebt: max })[0]?.call?.name).toBe('mustMintMax');
    // Without a maximum (nothing mintable) a mint is never the maximum.
    expect(plan(debt, debt + 1n, { maxDebt: 0n })[0]?.call?.name).toBe('mustMint');
  });
});

describe('planFmintDebt: repay (docs/fmint.md#mint-and-repay)', () => {
  it('a lower debt repays the difference: Allow 105.1 % of it to fMint, then mustRepay', () => {
    expect(plan(1_000n * E18, 950n * E18, { allowance: 0n })).toEqual([
      sentAllow(FUSD, FMINT_ADDRESS, 5_255n * 10n ** 16n, { step: 1, steps: 2 }),
      sentCall(
        'repay',
        FMINT_ADDRESS,
        { name: 'mustRepay', args: [FUSD, 50n * E18] },
        { amount: 50n * E18, max: false, position: { step: 2, steps: 2 } },
      ),
    ]);
  });

  it('an allowance that covers the repay leaves the Allow out; one short of it does not', () => {
    const [covered, repay] = plan(1_000n * E18, 950n * E18, { allowance: 50n * E18 });
    expect(covered).toMatchObject({ skip: true, call: null });
    expect(repay?.description.position).toEqual({ step: 1, steps: 1 });
    expect(plan(1_000n * E18, 950n * E18, { allowance: 50n * E18 - 1n })[0]?.skip).toBe(false);
  });

  it('above 99.5 % of the debt it repays all of it the wallet holds with mustRepayMax; at 99.5 % it does not', () => {
    expect(plan(1_000n * E18, 5n * E18, { allowance: 0n })[1]?.call).toEqual({
      name: 'mustRepay',
      args: [FUSD, 995n * E18],
    });
    // The wallet holds 500 of the 1,000 owed: the Allow covers the 500.
    const [allow, repay] = plan(1_000n * E18, 0n, { allowance: 0n });
    expect(allow?.call?.args).toEqual([FMINT_ADDRESS, 5_255n * 10n ** 17n]);
    expect(repay?.call).toEqual({ name: 'mustRepayMax', args: [FUSD] });
    expect(repay?.description).toMatchObject({ kind: 'repay', amount: 500n * E18, max: true });
    expect(plan(1_000n * E18, 0n, { allowance: 500n * E18 })[0]?.skip).toBe(true);
    // Holding more than the debt: the Allow covers the debt.
    const [debtAllow, debtRepay] = plan(1_000n * E18, 1n, { allowance: 0n, available: 3_000n * E18 });
    expect(debtAllow?.call?.args).toEqual([FMINT_ADDRESS, 1_051n * E18]);
    expect(debtRepay?.description).toMatchObject({ amount: 1_000n * E18, max: true });
  });

  it('an unchanged debt has no steps; a repay refuses to plan without the allowance', () => {
    expect(plan(7n, 7n)).toEqual([]);
    expect(() => plan(7n, 6n)).toThrow(/allowance/);
  });
});
