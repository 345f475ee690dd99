import { decodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import type { AddOrder } from './FuniOrder.ts';
import { planFuniAdd } from './planFuniAdd.ts';

const ROUTER = '0xF491e7B69E4244ad4002BC14e878a34207E38c29';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const FUSD = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';
const routerAbi = parseAbi([
  'function addLiquidity(address tokenA, address tokenB, uint256 amountADesired, uint256 amountBDesired, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
]);
const increaseAllowanceAbi = parseAbi(['function increaseAllowance(address spender, uint256 addedValue)']);
const context = { router: ROUTER, owner: OWNER, slippageBps: 50n } as const;
const order: AddOrder = { kind: 'add', tokens: [WFTM, FUSD], amounts: [10_000n, 7_001n] };
const plan = (allowances: readonly bigint[], chainTime = 1_000n) =>
  planFuniAdd(order, context, { allowances, chainTime });

describe('planFuniAdd (docs/funi.md#add-liquidity)', () => {
  it('Allow A, Allow B, then addLiquidity with minimums less 0.5 % rounded down and the chain-time deadline', () => {
    const [allowA, allowB, add] = plan([0n, 0n]);
    expect(allowA).toMatchObject({
      kind: 'approve',
      id: 'allow-a',
      skip: false,
      token: WFTM,
      spender: ROUTER,
    });
    expect(allowB).toMatchObject({
      kind: 'approve',
      id: 'allow-b',
      skip: false,
      token: FUSD,
      spender: ROUTER,
    });
    expect(allowA?.description).toEqual({ kind: 'allow', token: 0, amount: 10_000n });
    expect(allowB?.description).toEqual({ kind: 'allow', token: 1, amount: 7_001n });
    // Each allowance is raised by what the add spends of it, on the token itself.
    expect(allowA?.call?.to).toBe(WFTM);
    expect(decodeFunctionData({ abi: increaseAllowanceAbi, data: allowA?.call?.data ?? '0x' }).args).toEqual([
      ROUTER,
      10_000n,
    ]);
    expect(decodeFunctionData({ abi: increaseAllowanceAbi, data: allowB?.call?.data ?? '0x' }).args).toEqual([
      ROUTER,
      7_001n,
    ]);
    // 7,001 × 0.995 = 6,965.995: rounded down, so the guard never refuses what the user accepted.
    expect(add?.description).toEqual({ kind: 'add', amounts: [10_000n, 7_001n], minimums: [9_950n, 6_965n] });
    expect(add).toMatchObject({ kind: 'call', id: 'add' });
    expect(add?.call?.to).toBe(ROUTER);
    const call = decodeFunctionData({ abi: routerAbi, data: add?.call?.data ?? '0x' });
    expect(call.functionName).toBe('addLiquidity');
    // The deadline is the chain's time + 1200 s, never the browser's clock.
    expect(call.args).toEqual([WFTM, FUSD, 10_000n, 7_001n, 9_950n, 6_965n, OWNER, 2_200n]);
  });

  it('each token’s Allow is left out when its own allowance covers the amount, and only then', () => {
    const skips = (allowances: readonly bigint[]) => plan(allowances).map((step) => step.skip ?? false);
    expect(skips([10_000n, 0n])).toEqual([true, false, false]);
    expect(skips([0n, 7_001n])).toEqual([false, true, false]);
    expect(skips([10_000n, 7_001n])).toEqual([true, true, false]);
    expect(skips([9_999n, 7_000n])).toEqual([false, false, false]);
    // An allowance of the other token's amount does not count for this one.
    expect(skips([7_001n, 10_000n])).toEqual([false, true, false]);
  });

  it('WFTM is a token like any other: no wrap step, and no step sends FTM', () => {
    const steps = plan([0n, 0n]);
    expect(steps.map((step) => step.kind)).toEqual(['approve', 'approve', 'call']);
    expect(steps.map((step) => step.call?.value)).toEqual([0n, 0n, 0n]);
  });

  it('the tolerance from the settings sets the minimums', () => {
    const tolerant = planFuniAdd(
      order,
      { ...context, slippageBps: 1_000n },
      { allowances: [0n, 0n], chainTime: 0n },
    );
    expect(tolerant[2]?.description).toMatchObject({ minimums: [9_000n, 6_300n] });
  });

  it('refuses to plan without the facts its flow asks for', () => {
    expect(() => planFuniAdd(order, context, { allowances: [0n, 0n] })).toThrow(/chain time/);
    expect(() => planFuniAdd(order, context, { allowances: [0n], chainTime: 0n })).toThrow(/token B/);
    expect(() => planFuniAdd(order, context, { allowance: 0n, chainTime: 0n })).toThrow(/token A/);
  });
});
