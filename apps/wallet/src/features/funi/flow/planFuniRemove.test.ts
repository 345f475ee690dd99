import { decodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { planFuniRemove, type RemovedPair } from './planFuniRemove.ts';

const ROUTER = '0xF491e7B69E4244ad4002BC14e878a34207E38c29';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const PAIR = '0x5C69bEe701ef814a2B6a3EDD4B1652CB9cc5aA6f';
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const USDC = '0x7e57000000000000000000000000000000000006';
const routerAbi = parseAbi([
  'function removeLiquidity(address tokenA, address tokenB, uint256 liquidity, uint256 amountAMin, uint256 amountBMin, address to, uint256 deadline)',
]);
const approveAbi = parseAbi(['function approve(address spender, uint256 amount)']);
const context = { router: ROUTER, owner: OWNER, slippageBps: 50n } as const;
// The wallet holds 1,001 of 10,000 LP tokens over reserves of 40,000 WFTM and 28,000 USDC units.
const pair: RemovedPair = {
  address: PAIR,
  tokens: [{ address: WFTM }, { address: USDC }],
  reserves: [40_000n, 28_000n],
  totalSupply: 10_000n,
  share: 1_001n,
};
const plan = (percent: number, allowance = 0n) =>
  planFuniRemove({ pair, percent }, context, { allowance, chainTime: 5_000n });

describe('planFuniRemove (docs/funi.md#remove-liquidity)', () => {
  it('50 %: approve the LP tokens burnt on the pair, then removeLiquidity with minimums less 0.5 % and the chain-time deadline', () => {
    const [allow, remove] = plan(50);
    // 1,001 × 50 ÷ 100 = 500.5: rounded down.
    expect(allow).toMatchObject({
      kind: 'approve',
      id: 'allow',
      skip: false,
      token: PAIR,
      spender: ROUTER,
      amount: 500n,
    });
    expect(allow?.description).toEqual({ kind: 'allow', percent: 50, liquidity: 500n });
    // Pair tokens have no increaseAllowance: approve, on the pair.
    expect(allow?.call?.to).toBe(PAIR);
    const approval = decodeFunctionData({ abi: approveAbi, data: allow?.call?.data ?? '0x' });
    expect([approval.functionName, approval.args]).toEqual(['approve', [ROUTER, 500n]]);
    // 500 × 40,000 ÷ 10,000 = 2,000 and 500 × 28,000 ÷ 10,000 = 1,400; less 0.5 %: 1,990 and 1,393.
    expect(remove?.description).toEqual({
      kind: 'remove',
      liquidity: 500n,
      amounts: [2_000n, 1_400n],
      minimums: [1_990n, 1_393n],
    });
    expect(remove?.call?.to).toBe(ROUTER);
    const call = decodeFunctionData({ abi: routerAbi, data: remove?.call?.data ?? '0x' });
    expect(call.functionName).toBe('removeLiquidity');
    expect(call.args).toEqual([WFTM, USDC, 500n, 1_990n, 1_393n, OWNER, 6_200n]);
  });

  it('100 % burns the whole share, to the last unit; the amounts and minimums round down', () => {
    const [allow, remove] = plan(100);
    expect(allow).toMatchObject({ amount: 1_001n });
    // 1,001 × 4 = 4,004 and 1,001 × 2.8 = 2,802.8 → 2,802; less 0.5 %: 3,983.98 → 3,983 and 2,787.99 → 2,787.
    expect(remove?.description).toMatchObject({ amounts: [4_004n, 2_802n], minimums: [3_983n, 2_787n] });
    expect(plan(1)[0]).toMatchObject({ amount: 10n });
  });

  it('the Allow is left out when the allowance covers the LP tokens burnt, and asked for when one short', () => {
    expect(plan(50, 500n)[0]?.skip).toBe(true);
    expect(plan(50, 10n ** 30n)[0]?.skip).toBe(true);
    expect(plan(50, 499n)[0]?.skip).toBe(false);
    // Approve sets the allowance to what is burnt, whatever was allowed before.
    const approval = decodeFunctionData({ abi: approveAbi, data: plan(50, 499n)[0]?.call?.data ?? '0x' });
    expect(approval.args).toEqual([ROUTER, 500n]);
  });

  it('the tolerance from the settings sets the minimums', () => {
    const [, remove] = planFuniRemove(
      { pair, percent: 50 },
      { ...context, slippageBps: 1_000n },
      {
        allowance: 0n,
        chainTime: 0n,
      },
    );
    expect(remove?.description).toMatchObject({ minimums: [1_800n, 1_260n] });
  });

  it('refuses to plan without the facts its flow asks for', () => {
    expect(() => planFuniRemove({ pair, percent: 50 }, context, { allowance: 0n })).toThrow(/chain time/);
    expect(() => planFuniRemove({ pair, percent: 50 }, context, { chainTime: 0n })).toThrow(/allowance/);
  });
});
