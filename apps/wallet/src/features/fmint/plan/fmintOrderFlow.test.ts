import { describe, expect, it } from 'vitest';
import type { FmintOrder } from '../flows/FmintOrder.ts';
import { fmintOrderFlow } from './fmintOrderFlow.ts';
import { planFmint } from './planFmint.ts';

const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const token = { address: WFTM, decimals: 18 } as const;
const collateral = (locked: bigint, target: bigint): FmintOrder => ({
  kind: 'collateral',
  token: WFTM,
  locked,
  target,
});
const debt = (from: bigint, target: bigint): FmintOrder => ({
  kind: 'debt',
  token: WFTM,
  debt: from,
  target,
  maxDebt: 1_000n,
});

describe('fmintOrderFlow (docs/fmint.md#transactions)', () => {
  it('names the flow by what the order does, on its token; deposits and repays spend from the allowance', () => {
    const flows = [collateral(1n, 2n), collateral(2n, 1n), debt(1n, 2n), debt(2n, 1n)].map((order) =>
      fmintOrderFlow(order, token),
    );
    expect(flows).toEqual([
      { key: { id: 'fmint-deposit', subject: WFTM }, spends: true },
      { key: { id: 'fmint-withdraw', subject: WFTM }, spends: false },
      { key: { id: 'fmint-mint', subject: WFTM }, spends: false },
      { key: { id: 'fmint-repay', subject: WFTM }, spends: true },
    ]);
  });

  it('an order that changes nothing is no flow', () => {
    expect(fmintOrderFlow(collateral(3n, 3n), token)).toBeNull();
    expect(fmintOrderFlow(debt(3n, 3n), token)).toBeNull();
  });
});

describe('planFmint', () => {
  const context = {
    config: { fmint: WFTM, minRatioBps: 30_000n, fee4: 25n },
    token: { decimals: 18, available: 0n },
  } as const;
  it('plans a collateral order as lock or unlock, a debt order as mint or repay', () => {
    const ids = (order: FmintOrder) => planFmint(order, context, { allowance: 0n }).map((s) => s.id);
    expect(ids(collateral(1n, 2n))).toEqual(['allow', 'deposit']);
    expect(ids(collateral(2n, 1n))).toEqual(['withdraw']);
    expect(ids(debt(1n, 2n))).toEqual(['mint']);
    expect(ids(debt(2n, 1n))).toEqual(['allow', 'repay']);
  });
});
