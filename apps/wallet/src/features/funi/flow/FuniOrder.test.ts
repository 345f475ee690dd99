import { describe, expect, it } from 'vitest';
import { orderState, readAddOrder, readRemoveOrder, readSwapOrder } from './FuniOrder.ts';

const A = '0x21be370d5312f44cb42ce377bc9b8a0cef1a4c83';
const B = '0xad84341756bf337f5a0164515b1f6f993d194e1f';

describe('orders handed to the confirmations (docs/funi.md#routes)', () => {
  it('round-trip through the history state as decimal strings', () => {
    const swap = { kind: 'swap', exact: 'out', from: A, to: B, amountIn: 10n ** 30n, amountOut: 5n } as const;
    expect(readSwapOrder(structuredClone(orderState(swap)))).toEqual(swap);
    const add = { kind: 'add', tokens: [A, B], amounts: [1n, 2n] } as const;
    expect(readAddOrder(structuredClone(orderState({ ...add, tokens: [A, B], amounts: [1n, 2n] })))).toEqual(
      add,
    );
    expect(readRemoveOrder(orderState({ kind: 'remove', pair: A, percent: 100 }))).toEqual({
      kind: 'remove',
      pair: A,
      percent: 100,
    });
  });

  it('refuses missing, hostile or empty orders', () => {
    expect(readSwapOrder(null)).toBeNull();
    expect(
      readSwapOrder({ order: { kind: 'swap', exact: 'in', from: A, to: A, amountIn: '1', amountOut: '1' } }),
    ).toBeNull();
    expect(
      readSwapOrder({ order: { kind: 'swap', exact: 'in', from: A, to: B, amountIn: '-1', amountOut: '1' } }),
    ).toBeNull();
    expect(
      readSwapOrder({ order: { kind: 'swap', exact: 'in', from: A, to: B, amountIn: '0', amountOut: '1' } }),
    ).toBeNull();
    expect(
      readSwapOrder({
        order: { kind: 'swap', exact: 'in', from: '<img>', to: B, amountIn: '1', amountOut: '1' },
      }),
    ).toBeNull();
    expect(readAddOrder({ order: { kind: 'add', tokens: [A, B], amounts: ['0', '1'] } })).toBeNull();
    expect(readRemoveOrder({ order: { kind: 'remove', pair: A, percent: 0 } })).toBeNull();
    expect(readRemoveOrder({ order: { kind: 'remove', pair: A, percent: 101 } })).toBeNull();
    expect(readRemoveOrder({ order: { kind: 'remove', pair: A, percent: 50.5 } })).toBeNull();
  });
});
