import { debtBounds, FMINT } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import type { DebtOrder } from '../flows/FmintOrder.ts';
import { decodeFmintCall } from './fmintTestAbi.ts';
import { planFmintDebt } from './planFmintDebt.ts';

const E18 = 10n ** 18n;
const FMINT_ADDRESS = '0xdEf1000000000000000000000000000000000001';
const FUSD = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';
const config = { fmint: FMINT_ADDRESS, minRatioBps: 30_000n, fee4: 50n } as const;
const holding = (available: bigint) => ({ config, token: { decimals: 18, available } });
const context = holding(500n * E18);
const order = (debt: bigint, target: bigint, maxDebt = 2_000n * E18): DebtOrder => ({
  kind: 'debt',
  token: FUSD,
  debt,
  target,
  maxDebt,
});

describe('planFmintDebt: mint (docs/fmint.md#mint-and-repay)', () => {
  it('a higher debt mints the difference with mustMint, with the fee and what arrives; no Allow, no facts', () => {
    const steps = planFmintDebt(order(1_000n * E18, 1_100n * E18), context, {});
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: 'call', id: 'mint' });
    expect(steps[0]?.call?.to).toBe(FMINT_ADDRESS);
    expect(decodeFmintCall(steps[0]?.call)).toEqual({ name: 'mustMint', args: [FUSD, 100n * E18] });
    // fee = amount × 50 ÷ 10,000 + 1 (docs/fmint.md#mint-fee); the wallet receives the rest.
    expect(steps[0]?.description).toEqual({
      kind: 'mint',
      amount: 100n * E18,
      fee: 5n * 10n ** 17n + 1n,
      received: 995n * 10n ** 17n - 1n,
      max: false,
      position: { step: 1, steps: 1 },
    });
  });

  it('above 99.5 % of the maximum debt it mints the contract maximum at the minimum ratio; at 99.5 % it does not', () => {
    const at = planFmintDebt(order(1_000n * E18, 1_990n * E18), context, {});
    expect(decodeFmintCall(at[0]?.call)).toEqual({ name: 'mustMint', args: [FUSD, 990n * E18] });
    const above = planFmintDebt(order(1_000n * E18, 1_990n * E18 + 1n), context, {});
    expect(decodeFmintCall(above[0]?.call)).toEqual({ name: 'mustMintMax', args: [FUSD, 30_000n] });
    expect(above[0]?.description).toMatchObject({ kind: 'mint', amount: 990n * E18 + 1n, max: true });
    // The minimum ratio is the API's (here 350 %), not a constant.
    const ratio = { ...context, config: { ...config, minRatioBps: 35_000n } };
    expect(decodeFmintCall(planFmintDebt(order(0n, 2_000n * E18), ratio, {})[0]?.call).args).toEqual([
      FUSD,
      35_000n,
    ]);
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
    expect(decodeFmintCall(planFmintDebt(order(debt, max, max), context, {})[0]?.call).name).toBe(
      'mustMintMax',
    );
    // Without a maximum (nothing mintable) a mint is never the maximum.
    expect(decodeFmintCall(planFmintDebt(order(debt, debt + 1n, 0n), context, {})[0]?.call).name).toBe(
      'mustMint',
    );
  });
});

describe('planFmintDebt: repay (docs/fmint.md#mint-and-repay)', () => {
  it('a lower debt repays the difference: Allow 105.1 % of it to fMint, then mustRepay', () => {
    const steps = planFmintDebt(order(1_000n * E18, 950n * E18), context, { allowance: 0n });
    const [allow, repay] = steps;
    expect(allow).toMatchObject({
      kind: 'approve',
      id: 'allow',
      skip: false,
      token: FUSD,
      spender: FMINT_ADDRESS,
    });
    expect(decodeFmintCall(allow?.call)).toEqual({
      name: 'increaseAllowance',
      args: [FMINT_ADDRESS, 5_255n * 10n ** 16n],
    });
    expect(allow?.description).toEqual({
      kind: 'allow',
      amount: 5_255n * 10n ** 16n,
      position: { step: 1, steps: 2 },
    });
    expect(repay).toMatchObject({ kind: 'call', id: 'repay' });
    expect(decodeFmintCall(repay?.call)).toEqual({ name: 'mustRepay', args: [FUSD, 50n * E18] });
    expect(repay?.description).toEqual({
      kind: 'repay',
      amount: 50n * E18,
      max: false,
      position: { step: 2, steps: 2 },
    });
  });

  it('an allowance that covers the repay leaves the Allow out; one short of it does not', () => {
    const covered = planFmintDebt(order(1_000n * E18, 950n * E18), context, { allowance: 50n * E18 });
    expect(covered[0]).toMatchObject({ skip: true, call: null });
    expect(covered[1]?.description.position).toEqual({ step: 1, steps: 1 });
    expect(
      planFmintDebt(order(1_000n * E18, 950n * E18), context, { allowance: 50n * E18 - 1n })[0]?.skip,
    ).toBe(false);
  });

  it('above 99.5 % of the debt it repays all of it the wallet holds with mustRepayMax; at 99.5 % it does not', () => {
    const at = planFmintDebt(order(1_000n * E18, 5n * E18), context, { allowance: 0n });
    expect(decodeFmintCall(at[1]?.call)).toEqual({ name: 'mustRepay', args: [FUSD, 995n * E18] });
    // The wallet holds 500 of the 1,000 owed: the Allow covers the 500 (a 2,000 allowance covers it: no Allow).
    const held = planFmintDebt(order(1_000n * E18, 0n), context, { allowance: 0n });
    expect(decodeFmintCall(held[0]?.call).args).toEqual([FMINT_ADDRESS, 5_255n * 10n ** 17n]);
    expect(decodeFmintCall(held[1]?.call)).toEqual({ name: 'mustRepayMax', args: [FUSD] });
    expect(held[1]?.description).toMatchObject({ kind: 'repay', amount: 500n * E18, max: true });
    expect(planFmintDebt(order(1_000n * E18, 0n), context, { allowance: 2_000n * E18 })[0]?.skip).toBe(true);
    // Holding more than the debt: the Allow covers the debt.
    const more = planFmintDebt(order(1_000n * E18, 1n), holding(3_000n * E18), { allowance: 0n });
    expect(decodeFmintCall(more[0]?.call).args).toEqual([FMINT_ADDRESS, 1_051n * E18]);
    expect(more[1]?.description).toMatchObject({ amount: 1_000n * E18, max: true });
  });

  it('an unchanged debt has no steps; a repay refuses to plan without the allowance', () => {
    expect(planFmintDebt(order(7n, 7n), context, {})).toEqual([]);
    expect(() => planFmintDebt(order(7n, 6n), context, {})).toThrow(/allowance/);
  });
});
