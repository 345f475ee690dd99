import { describe, expect, it } from 'vitest';
import { addLabel } from './addLabel.ts';

const a = { symbol: 'WFTM', balance: 100n };
const b = { symbol: 'FUSD', balance: 50n };

describe('add liquidity submit label (docs/funi.md#add-liquidity)', () => {
  it('says what is missing in order and Supply only when all is well', () => {
    expect(addLabel({ a, b: null, totalSupply: null, amounts: [null, null] })).toEqual({
      key: 'selectToken',
    });
    expect(addLabel({ a, b, totalSupply: null, amounts: [null, null] })).toEqual({ key: 'selectToken' });
    expect(addLabel({ a, b, totalSupply: 0n, amounts: [1n, 1n] })).toEqual({ key: 'pairLiquidity' });
    expect(
      addLabel({ a: { ...a, balance: 0n }, b: { ...b, balance: 0n }, totalSupply: 9n, amounts: [1n, 1n] }),
    ).toEqual({ key: 'noBalance' });
    expect(addLabel({ a, b, totalSupply: 9n, amounts: [0n, 0n] })).toEqual({ key: 'enterAmount' });
    expect(addLabel({ a, b, totalSupply: 9n, amounts: [101n, 1n] })).toEqual({
      key: 'insufficientBalance',
      symbol: 'WFTM',
    });
    expect(addLabel({ a, b, totalSupply: 9n, amounts: [100n, 51n] })).toEqual({
      key: 'insufficientBalance',
      symbol: 'FUSD',
    });
    expect(addLabel({ a, b, totalSupply: 9n, amounts: [100n, 50n] })).toEqual({ key: 'supply' });
  });
});
