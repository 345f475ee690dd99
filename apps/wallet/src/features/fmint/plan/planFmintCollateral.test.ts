import { describe, expect, it } from 'vitest';
import type { CollateralOrder } from '../flows/FmintOrder.ts';
import { decodeFmintCall } from './fmintTestAbi.ts';
import { planFmintCollateral } from './planFmintCollateral.ts';

const E18 = 10n ** 18n;
const FMINT = '0xdEf1000000000000000000000000000000000001';
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const config = { fmint: FMINT, minRatioBps: 30_000n, fee4: 50n } as const;
const context = { config, token: { decimals: 18, available: 100n * E18 } };
const order = (locked: bigint, target: bigint): CollateralOrder => ({
  kind: 'collateral',
  token: WFTM,
  locked,
  target,
});

describe('planFmintCollateral (docs/fmint.md#lock-and-unlock)', () => {
  it('a higher total deposits the difference: Allow 105 % of it to fMint, then mustDeposit', () => {
    const steps = planFmintCollateral(order(10_100n * E18, 10_150n * E18), context, { allowance: 0n });
    const [allow, deposit] = steps;
    expect(steps).toHaveLength(2);
    expect(allow).toMatchObject({ kind: 'approve', id: 'allow', skip: false, token: WFTM, spender: FMINT });
    expect(allow?.call?.to).toBe(WFTM);
    expect(decodeFmintCall(allow?.call)).toEqual({
      name: 'increaseAllowance',
      args: [FMINT, 525n * 10n ** 17n],
    });
    expect(allow?.description).toEqual({
      kind: 'allow',
      amount: 525n * 10n ** 17n,
      position: { step: 1, steps: 2 },
    });
    expect(deposit).toMatchObject({ kind: 'call', id: 'deposit' });
    expect(deposit?.call?.to).toBe(FMINT);
    expect(decodeFmintCall(deposit?.call)).toEqual({ name: 'mustDeposit', args: [WFTM, 50n * E18] });
    expect(deposit?.description).toEqual({
      kind: 'deposit',
      amount: 50n * E18,
      position: { step: 2, steps: 2 },
    });
  });

  it('the 105 % rounds up; an allowance that covers the amount leaves the Allow out, one short of it does not', () => {
    const [rounded] = planFmintCollateral(order(0n, 1n), context, { allowance: 0n });
    expect(decodeFmintCall(rounded?.call).args).toEqual([FMINT, 2n]);
    const covered = planFmintCollateral(order(0n, 50n * E18), context, { allowance: 50n * E18 });
    expect(covered[0]).toMatchObject({ skip: true, call: null });
    expect(covered[0]?.description).toEqual({
      kind: 'allow',
      amount: 50n * E18,
      position: { step: 1, steps: 1 },
    });
    // Counted among the transactions to send: the deposit alone is 'Confirmation (1/1)'.
    expect(covered[1]?.description.position).toEqual({ step: 1, steps: 1 });
    const short = planFmintCollateral(order(0n, 50n * E18), context, { allowance: 50n * E18 - 1n });
    expect(short[0]?.skip).toBe(false);
    expect(decodeFmintCall(short[0]?.call).args).toEqual([FMINT, 525n * 10n ** 17n]);
  });

  it('a lower total withdraws the difference with mustWithdraw, no Allow, no facts needed', () => {
    const steps = planFmintCollateral(order(10n * E18, 4n * E18), context, {});
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ kind: 'call', id: 'withdraw' });
    expect(decodeFmintCall(steps[0]?.call)).toEqual({ name: 'mustWithdraw', args: [WFTM, 6n * E18] });
    expect(steps[0]?.description).toEqual({
      kind: 'withdraw',
      amount: 6n * E18,
      all: false,
      position: { step: 1, steps: 1 },
    });
  });

  it('the remainder rule: under 10^-6 of the token left withdraws the whole locked balance, 10^-6 stays', () => {
    const all = planFmintCollateral(order(4n * E18, 10n ** 12n - 1n), context, {});
    expect(decodeFmintCall(all[0]?.call).args).toEqual([WFTM, 4n * E18]);
    expect(all[0]?.description).toMatchObject({ kind: 'withdraw', amount: 4n * E18, all: true });
    const kept = planFmintCollateral(order(4n * E18, 10n ** 12n), context, {});
    expect(kept[0]?.description).toMatchObject({ amount: 4n * E18 - 10n ** 12n, all: false });
    // A token of 6 decimals or fewer keeps any remainder above 0.
    const sixDecimals = { ...context, token: { decimals: 6, available: 0n } };
    expect(planFmintCollateral(order(4_000_000n, 1n), sixDecimals, {})[0]?.description).toMatchObject({
      amount: 3_999_999n,
      all: false,
    });
    expect(planFmintCollateral(order(4_000_000n, 0n), sixDecimals, {})[0]?.description).toMatchObject({
      amount: 4_000_000n,
      all: true,
    });
  });

  it('an unchanged total has no steps; a deposit refuses to plan without the allowance', () => {
    expect(planFmintCollateral(order(5n, 5n), context, {})).toEqual([]);
    expect(() => planFmintCollateral(order(5n, 6n), context, {})).toThrow(/allowance/);
  });
});
