import { uniswapRouterAbi, wrappedFtmArtifact } from '@fantom-wallet/contracts';
import { erc20AllowanceChangeAbi } from '@fantom-wallet/core';
import { decodeFunctionData, getAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { type FswapOrder, readFswapOrder, toOrderState } from './FswapOrder.ts';
import { planFswapCalls } from './planFswapCalls.ts';

const E18 = 10n ** 18n;
const ALICE = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const WFTM = getAddress('0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83');
const FUSD = getAddress('0xad84341756bf337f5a0164515b1f6f993d194e1f');
const FEUR = getAddress('0xe105621721d1293c27be7718e041a4ce0ebb227e');
const ROUTER = getAddress('0xf491e7b69e4244ad4002bc14e878a34207e38c29');
const FTM = '0xFC00FACE00000000000000000000000000000000';
const context = {
  account: ALICE,
  wftm: WFTM,
  router: ROUTER,
  sellingFusd: true,
  allowance: 0n,
  chainTime: 1_700_000_000n,
  slippageBps: 50n,
};

describe('fSwap transactions (docs/fswap.md#transactions)', () => {
  it('a wrap is one deposit() carrying the amount', () => {
    const plan = planFswapCalls(
      { route: 'wrap', from: FTM, to: WFTM, amountIn: 5n * E18, amountOut: 5n * E18 },
      context,
    );
    expect(plan.approval).toBeNull();
    expect(plan.call).toMatchObject({ to: WFTM, value: 5n * E18 });
    expect(
      decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: plan.call?.data ?? '0x' }).functionName,
    ).toBe('deposit');
  });

  it('an unwrap is one withdraw(amount), with no Allow step', () => {
    const plan = planFswapCalls(
      { route: 'unwrap', from: WFTM, to: FTM, amountIn: 3n * E18, amountOut: 3n * E18 },
      context,
    );
    expect(plan.approval).toBeNull();
    const decoded = decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: plan.call?.data ?? '0x' });
    expect([decoded.functionName, decoded.args]).toEqual(['withdraw', [3n * E18]]);
  });

  it('a trade selling FUSD raises the allowance by 105.5 % to the router, then swaps with the minimum and the chain-time deadline', () => {
    const order: FswapOrder = {
      route: 'trade',
      from: FUSD,
      to: FEUR,
      amountIn: 100n * E18,
      amountOut: 92n * E18,
    };
    const plan = planFswapCalls(order, context);
    expect(plan.approval?.amount).toBe(10_550n * 10n ** 16n);
    const allow = decodeFunctionData({
      abi: erc20AllowanceChangeAbi,
      data: plan.approval?.call.data ?? '0x',
    });
    expect(allow.functionName).toBe('increaseAllowance');
    expect(allow.args).toEqual([ROUTER, 10_550n * 10n ** 16n]);
    expect(plan.approval?.call.to).toBe(FUSD);
    expect(plan.minimumOut).toBe(9_154n * 10n ** 16n);
    const swap = decodeFunctionData({ abi: uniswapRouterAbi, data: plan.call?.data ?? '0x' });
    expect(swap.args).toEqual([100n * E18, 9_154n * 10n ** 16n, [FUSD, FEUR], ALICE, 1_700_001_200n]);
  });

  it('selling a synth approves 105 %; an allowance that covers the amount skips Allow', () => {
    const order: FswapOrder = {
      route: 'trade',
      from: FEUR,
      to: FUSD,
      amountIn: 10n * E18,
      amountOut: 10n * E18,
    };
    expect(planFswapCalls(order, { ...context, sellingFusd: false }).approval?.amount).toBe(
      105n * 10n ** 17n,
    );
    expect(planFswapCalls(order, { ...context, allowance: 10n * E18 }).approval).toBeNull();
  });

  it('waits for chain time before it builds the trade', () => {
    const order: FswapOrder = { route: 'trade', from: FUSD, to: FEUR, amountIn: E18, amountOut: E18 };
    expect(planFswapCalls(order, { ...context, chainTime: undefined }).call).toBeNull();
  });
});

describe('the order in the history state (docs/fswap.md#routes)', () => {
  it('survives the round trip', () => {
    const order: FswapOrder = { route: 'trade', from: FUSD, to: FEUR, amountIn: 7n, amountOut: 6n };
    expect(readFswapOrder(structuredClone(toOrderState(order)))).toEqual(order);
  });

  it('anything else is no order', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { order: { route: 'steal', from: FUSD, to: FEUR, amountIn: '1', amountOut: '1' } },
      { order: { route: 'wrap', from: 'FTM', to: WFTM, amountIn: '1', amountOut: '1' } },
      { order: { route: 'wrap', from: FTM, to: WFTM, amountIn: '-1', amountOut: '1' } },
      { order: { route: 'wrap', from: FTM, to: WFTM, amountIn: '0', amountOut: '0' } },
      { order: { route: 'wrap', from: FTM, to: WFTM, amountIn: '1e18', amountOut: '1' } },
    ]) {
      expect(readFswapOrder(state)).toBeNull();
    }
  });
});
