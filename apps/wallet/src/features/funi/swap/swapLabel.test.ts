import { describe, expect, it } from 'vitest';
import { swapLabel } from './swapLabel.ts';

const wftm = { symbol: 'WFTM', balance: 100n };

describe('swap submit label (docs/funi.md#swap)', () => {
  it('walks Select a token, Insufficient Pair Liquidity, Enter an amount, Insufficient {token} balance, Swap', () => {
    expect(swapLabel({ from: wftm, to: null, liquid: true, amountIn: 1n, amountOut: 1n })).toEqual({
      key: 'selectToken',
    });
    expect(swapLabel({ from: null, to: {}, liquid: true, amountIn: 1n, amountOut: 1n })).toEqual({
      key: 'selectToken',
    });
    expect(swapLabel({ from: wftm, to: {}, liquid: false, amountIn: 1n, amountOut: 1n })).toEqual({
      key: 'pairLiquidity',
    });
    expect(swapLabel({ from: wftm, to: {}, liquid: true, amountIn: null, amountOut: null })).toEqual({
      key: 'enterAmount',
    });
    expect(swapLabel({ from: wftm, to: {}, liquid: true, amountIn: 0n, amountOut: 0n })).toEqual({
      key: 'enterAmount',
    });
    // a typed amount whose quote is not back yet cannot be swapped
    expect(swapLabel({ from: wftm, to: {}, liquid: true, amountIn: 5n, amountOut: null })).toEqual({
      key: 'enterAmount',
    });
    expect(swapLabel({ from: wftm, to: {}, liquid: true, amountIn: 101n, amountOut: 7n })).toEqual({
      key: 'insufficientBalance',
      symbol: 'WFTM',
    });
    expect(swapLabel({ from: wftm, to: {}, liquid: true, amountIn: 100n, amountOut: 7n })).toEqual({
      key: 'swap',
    });
  });
});
