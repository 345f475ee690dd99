import { describe, expect, it } from 'vitest';
import { checkWatchAsset } from './checkWatchAsset.ts';

const TOKEN = '0x7e57000000000000000000000000000000000006';

describe('watch asset form (docs/external-wallets.md#settings)', () => {
  it('builds the ERC20 request from a valid form, trimming the symbol', () => {
    expect(checkWatchAsset({ address: TOKEN, symbol: ' tUSDC ', decimals: '6' })).toEqual({
      ok: true,
      params: {
        type: 'ERC20',
        options: { address: expect.stringMatching(/^0x7e57/i), symbol: 'tUSDC', decimals: 6 },
      },
    });
  });

  it("says 'Invalid Address', 'Symbol must be 11 characters or fewer' and rejects decimals below 1", () => {
    expect(checkWatchAsset({ address: '0x123', symbol: 'ABCDEFGHIJKL', decimals: '0' })).toEqual({
      ok: false,
      errors: {
        address: 'Invalid Address',
        symbol: 'Symbol must be 11 characters or fewer',
        decimals: 'Decimals must be a whole number of at least 1',
      },
    });
    expect(checkWatchAsset({ address: TOKEN, symbol: 'ABCDEFGHIJK', decimals: '1.5' })).toMatchObject({
      ok: false,
      errors: { decimals: 'Decimals must be a whole number of at least 1' },
    });
    expect(checkWatchAsset({ address: TOKEN, symbol: 'ABCDEFGHIJK', decimals: '1' }).ok).toBe(true);
  });
});
