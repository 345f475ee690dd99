import { decodeFunctionData, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import type { SwapOrder } from './FuniOrder.ts';
import { planFuniSwap } from './planFuniSwap.ts';

const ROUTER = '0xF491e7B69E4244ad4002BC14e878a34207E38c29';
const OWNER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const USDC = '0x7e57000000000000000000000000000000000006';
const uniswapRouterAbi = parseAbi([
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function swapTokensForExactTokens(uint256 amountOut, uint256 amountInMax, address[] path, address to, uint256 deadline)',
]);
const increaseAllowanceAbi = parseAbi(['function increaseAllowance(address spender, uint256 addedValue)']);
const context = { router: ROUTER, owner: OWNER, slippageBps: 50n } as const;
const order = (exact: 'in' | 'out'): SwapOrder => ({
  kind: 'swap',
  exact,
  from: WFTM,
  to: USDC,
  amountIn: 1_000n,
  amountOut: 2_000n,
});

describe('planFuniSwap (docs/funi.md#router-calls)', () => {
  it('exact input: Allow the amount sold, then swapExactTokensForTokens with the minimum received less 0.5 %', () => {
    const [allow, swap] = planFuniSwap(order('in'), context, { allowance: 0n, chainTime: 1_000n });
    expect(allow).toMatchObject({ kind: 'approve', id: 'allow', skip: false, token: WFTM, spender: ROUTER });
    expect(allow?.description).toEqual({ kind: 'allow', amount: 1_000n });
    expect(swap?.description).toEqual({
      kind: 'swap',
      sell: 1_000n,
      buy: 2_000n,
      limit: { kind: 'minimumReceived', amount: 1_990n },
    });
    const call = decodeFunctionData({ abi: uniswapRouterAbi, data: swap?.call?.data ?? '0x' });
    expect(call.functionName).toBe('swapExactTokensForTokens');
    // The deadline is the chain's time + 1200 s, never the browser's clock.
    expect(call.args).toEqual([1_000n, 1_990n, [WFTM, USDC], OWNER, 2_200n]);
  });

  it('exact output: Allow and sell at most the quote plus 0.5 %, rounded up', () => {
    const [allow, swap] = planFuniSwap(order('out'), context, { allowance: 0n, chainTime: 0n });
    expect(allow?.description).toEqual({ kind: 'allow', amount: 1_005n });
    expect(swap?.description).toMatchObject({ limit: { kind: 'maximumSold', amount: 1_005n } });
    const call = decodeFunctionData({ abi: uniswapRouterAbi, data: swap?.call?.data ?? '0x' });
    expect(call.functionName).toBe('swapTokensForExactTokens');
    expect(call.args?.slice(0, 2)).toEqual([2_000n, 1_005n]);
  });

  it('an allowance that covers the amount sold leaves the Allow out; one short of it asks for the amount', () => {
    expect(planFuniSwap(order('in'), context, { allowance: 1_000n, chainTime: 0n })[0]?.skip).toBe(true);
    const [allow] = planFuniSwap(order('in'), context, { allowance: 999n, chainTime: 0n });
    expect(allow?.skip).toBe(false);
    // Raised by the amount, as Fantom's tokens and the original wallet do.
    const approve = decodeFunctionData({ abi: increaseAllowanceAbi, data: allow?.call?.data ?? '0x' });
    expect(approve.args).toEqual([ROUTER, 1_000n]);
  });

  it('refuses to plan without the facts its flow asks for', () => {
    expect(() => planFuniSwap(order('in'), context, { allowance: 0n })).toThrow(/chain time/);
    expect(() => planFuniSwap(order('in'), context, { chainTime: 0n })).toThrow(/allowance/);
  });
});
