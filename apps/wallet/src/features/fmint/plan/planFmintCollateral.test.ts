import { describe, expect, it } from 'vitest';
import type { CollateralOrder } from '../flows/FmintOrder.ts';
import { readFmintStep, sentAllow, sentCall } from '../test/readFmintStep.ts';
import { planFmintCollateral } from './planFmintCollateral.ts';

const E18 = 10n ** 18n;
const FMINT = '0xdEf1000000000000000000000000000000000001';
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const config = { fmint: FMINT, minRatioBps: 30_000n, fee4: 50n } as const;
const context = { config, token: { decimals: 18, available: 0n } };
const order = (locked: bigint, target: bigint): CollateralOrder => ({
  kind: 'collateral',
  token: WFTM,
  locked,
  target,
});
const plan = (locked: bigint, target: bigint, allowance?: bigint, decimals = 18) =>
  planFmintCollateral(
    order(locked, target),
    { config, token: { decimals, available: 0n } },
    allowance === undefined ? {} : { allowance },
  ).map(readFmintStep);

describe('planFmintCollateral (docs/fmint.md#lock-and-unlock)', () => {
  it('a higher total deposits the difference: Allow 105 % of it to fMint, then mustDeposit', () => {
    expect(plan(10_100n * E18, 10_150n * E18, 0n)).toEqual([
      sentAllow(WFTM, FMINT, 525n * 10n ** 17n, { step: 1, steps: 2 }),
      sentCall(
        'deposit',
        FMINT,
        { name: 'mustDeposit', args: [WFTM, 50n * E18] },
        { amount: 50n * E18, position: { step: 2, steps: 2 } },
      ),
    ]);
    const [allow] = planFmintCollateral(order(0n, 1n), context, { allowance: 0n });
    expect(allow).toMatchObject({ kind: 'approve', token: WFTM, spender: FMINT, amount: 2n });
  });

  it('the 105 % rounds up; an allowance that covers the amount leaves the Allow out, one short of it does not', () => {
    expect(plan(0n, 1n, 0n)[0]?.call?.args).toEqual([FMINT, 2n]);
    const [covered, deposit] = plan(0n, 50n * E18, 50n * E18);
    expect(covered).toMatchObject({ skip: true, call: null });
    expect(covered?.description).toEqual({
      kind: 'allow',
      amount: 50n * E18,
      position: { step: 1, steps: 1 },
    });
    // Counted among the transactions to send: the deposit alone is 'Confirmation (1/1)'.
    expect(deposit?.description.position).toEqual({ step: 1, steps: 1 });
    const [short] = plan(0n, 50n * E18, 50n * E18 - 1n);
    expect(short).toMatchObject({ skip: false, call: { args: [FMINT, 525n * 10n ** 17n] } });
  });

  it('a lower total withdraws the difference with mustWithdraw, no Allow, no facts needed', () => {
    expect(plan(10n * E18, 4n * E18)).toEqual([
      sentCall(
        'withdraw',
        FMINT,
        { name: 'mustWithdraw', args: [WFTM, 6n * E18] },
        { amount: 6n * E18, all: false, position: { step: 1, steps: 1 } },
      ),
    ]);
  });

  it('the remainder rule: under 10^-6 of the token left withdraws the whole locked balance, 10^-6 stays', () => {
    const [all] = plan(4n * E18, 10n ** 12n - 1n);
    expect(all).toMatchObject({
      call: { args: [WFTM, 4n * E18] },
      description: { kind: 'withdraw', amount: 4n * E18, all: true },
    });
    expect(plan(4n * E18, 10n ** 12n)[0]?.description).toMatchObject({
      amount: 4n * E18 - 10n ** 12n,
      all: false,
    });
    // A token of 6 decimals or fewer keeps any remainder above 0.
    expect(plan(4_000_000n, 1n, undefined, 6)[0]?.description).toMatchObject({
      amount: 3_999_999n,
      all: false,
    });
    expect(plan(4_000_000n, 0n, undefined, 6)[0]?.description).toMatchObject({
      amount: 4_000_000n,
      all: true,
    });
  });

  it('an unchanged total has no steps; a deposit refuses to plan without the allowance', () => {
    expect(plan(5n, 5n)).toEqual([]);
    expect(() => plan(5n, 6n)).toThrow(/allowance/);
  });
});
