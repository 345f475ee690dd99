import { FMINT_MESSAGES } from '@fantom-wallet/core';
import { describe, expect, it } from 'vitest';
import { type FmintOrder, fmintOrderState, readFmintOrder } from './FmintOrder.ts';

const WFTM = '0x21be370D5312f44cB42ce377BC9b8a0cEF1A4C83';
const FUSD = '0xAd84341756Bf337f5a0164515b1f6F993D194E1f';

describe('docs/fmint.md#empty-confirmations', () => {
  it('a confirmation trusts only a well-formed order from the history state', () => {
    expect(readFmintOrder(null)).toBeNull();
    expect(readFmintOrder('collateral')).toBeNull();
    expect(readFmintOrder({ kind: 'collateral', token: WFTM, locked: '1', target: '-1' })).toBeNull();
    expect(readFmintOrder({ kind: 'collateral', token: 'x', locked: '1', target: '2' })).toBeNull();
    expect(readFmintOrder({ kind: 'collateral', token: WFTM, locked: 1, target: 2 })).toBeNull();
    expect(readFmintOrder({ kind: 'debt', token: FUSD, debt: '1', target: '2' })).toBeNull();
    expect(readFmintOrder({ kind: 'swap', token: FUSD, debt: '1', target: '2', maxDebt: '3' })).toBeNull();
    expect(
      readFmintOrder({ kind: 'collateral', token: WFTM, locked: '1', target: '1'.repeat(81) }),
    ).toBeNull();
    expect(readFmintOrder({ kind: 'collateral', token: WFTM, locked: '1', target: '2' })).toEqual({
      kind: 'collateral',
      token: WFTM,
      locked: 1n,
      target: 2n,
    });
    expect(FMINT_MESSAGES.adjustToken('FUSD')).toBe('Adjust FUSD first, please.');
  });

  it('an order survives the trip through the history state (structured cloning keeps strings)', () => {
    const orders: FmintOrder[] = [
      { kind: 'collateral', token: WFTM, locked: 10_100n * 10n ** 18n, target: 0n },
      { kind: 'debt', token: FUSD, debt: 1n, target: 2n ** 200n, maxDebt: 3n },
    ];
    for (const order of orders)
      expect(readFmintOrder(structuredClone(fmintOrderState(order)))).toEqual(order);
  });
});
