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
  slippageBps: 50n,
};
const facts = { allowance: 0n, chainTime: 1_700_000_000n };
/** Sell `amountIn` of `from` for `to`, quoted at `amountOut`. */
const tradeOrder = (
  from: FswapOrder['from'],
  to: FswapOrder['to'],
  amountIn: bigint,
  amountOut: bigint,
): FswapOrder => ({
  route: 'trade',
  from,
  to,
  amountIn,
  amountOut,
});

describe('fSwap transactions (docs/fswap.md#transactions)', () => {
  it('a wrap is one deposit() carrying the amount, with no facts to read', () => {
    const steps = planFswapCalls(
      { route: 'wrap', from: FTM, to: WFTM, amountIn: 5n * E18, amountOut: 5n * E18 },
      context,
      {},
    );
    expect(steps).toHaveLength(1);
    const [wrap] = steps;
    expect(wrap).toMatchObject({ kind: 'wrap', id: 'wrap', amount: 5n * E18 });
    expect(wrap?.call).toMatchObject({ to: WFTM, value: 5n * E18 });
    expect(
      decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: wrap?.call?.data ?? '0x' }).functionName,
    ).toBe('deposit');
    expect(wrap?.description).toEqual({
      kind: 'swap',
      route: 'wrap',
      sell: 5n * E18,
      receive: 5n * E18,
      afterAllow: false,
    });
  });

  it('an unwrap is one withdraw(amount), with no Allow step and no value', () => {
    const steps = planFswapCalls(
      { route: 'unwrap', from: WFTM, to: FTM, amountIn: 3n * E18, amountOut: 3n * E18 },
      context,
      {},
    );
    expect(steps.map((step) => [step.kind, step.id])).toEqual([['call', 'unwrap']]);
    expect(steps[0]?.call).toMatchObject({ to: WFTM, value: 0n });
    const decoded = decodeFunctionData({ abi: wrappedFtmArtifact.abi, data: steps[0]?.call?.data ?? '0x' });
    expect([decoded.functionName, decoded.args]).toEqual(['withdraw', [3n * E18]]);
  });

  it('a trade selling FUSD raises the allowance by 105.5 % to the router, then swaps with the minimum and the chain-time deadline', () => {
    const order = tradeOrder(FUSD, FEUR, 100n * E18, 92n * E18);
    const [allow, trade] = planFswapCalls(order, context, facts);
    expect(allow).toMatchObject({ kind: 'approve', id: 'allow', skip: false, token: FUSD, spender: ROUTER });
    expect(allow).toMatchObject({ amount: 10_550n * 10n ** 16n });
    expect(allow?.description).toEqual({ kind: 'allow', sell: 100n * E18, allowance: 10_550n * 10n ** 16n });
    const approval = decodeFunctionData({ abi: erc20AllowanceChangeAbi, data: allow?.call?.data ?? '0x' });
    expect(approval.functionName).toBe('increaseAllowance');
    expect(approval.args).toEqual([ROUTER, 10_550n * 10n ** 16n]);
    expect(allow?.call?.to).toBe(FUSD);
    expect(trade).toMatchObject({ kind: 'call', id: 'trade' });
    expect(trade?.description).toEqual({
      kind: 'swap',
      route: 'trade',
      sell: 100n * E18,
      receive: 9_154n * 10n ** 16n,
      afterAllow: true,
    });
    expect(trade?.call?.to).toBe(ROUTER);
    const swap = decodeFunctionData({ abi: uniswapRouterAbi, data: trade?.call?.data ?? '0x' });
    expect(swap.args).toEqual([100n * E18, 9_154n * 10n ** 16n, [FUSD, FEUR], ALICE, 1_700_001_200n]);
  });

  it('selling a synth approves 105 %; an allowance that covers the amount skips Allow, one short of it does not', () => {
    const order = tradeOrder(FEUR, FUSD, 10n * E18, 10n * E18);
    expect(planFswapCalls(order, { ...context, sellingFusd: false }, facts)[0]).toMatchObject({
      amount: 105n * 10n ** 17n,
    });
    const covered = planFswapCalls(order, context, { ...facts, allowance: 10n * E18 });
    expect(covered[0]?.skip).toBe(true);
    // The swap is then the run's only step.
    expect(covered[1]?.description).toMatchObject({ afterAllow: false });
    const short = planFswapCalls(order, context, { ...facts, allowance: 10n * E18 - 1n });
    expect(short[0]?.skip).toBe(false);
    // Raised by the whole amount and its margin, whatever was allowed before.
    expect(short[0]).toMatchObject({ amount: 10_550n * 10n ** 15n });
  });

  it('the tolerance from the settings sets the minimum received, rounded down', () => {
    const order = tradeOrder(FUSD, FEUR, E18, 1_001n);
    expect(planFswapCalls(order, context, facts)[1]?.description).toMatchObject({ receive: 995n });
    expect(planFswapCalls(order, { ...context, slippageBps: 1_000n }, facts)[1]?.description).toMatchObject({
      receive: 900n,
    });
  });

  it('never builds a trade without chain time (its deadline) or the allowance', () => {
    const order = tradeOrder(FUSD, FEUR, E18, E18);
    expect(() => planFswapCalls(order, context, { allowance: 0n })).toThrow(/chain time/);
    expect(() => planFswapCalls(order, context, { chainTime: 0n })).toThrow(/allowance/);
  });
});

describe('the order in the history state (docs/fswap.md#routes)', () => {
  it('survives the round trip', () => {
    const order = tradeOrder(FUSD, FEUR, 7n, 6n);
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
