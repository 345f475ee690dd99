import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readWalletAssets, readWalletBalances, walletBalancesQuery } from './walletBalancesQuery.ts';

const publicSubset = buildSchema(
  readFileSync(new URL('../../../../services/api/schema/fantom-api-subset.sdl', import.meta.url), 'utf8'),
);

describe('walletBalancesQuery (one request for every wallet and the current account)', () => {
  it('is valid against the public API schema for 1 and 10 wallets, with and without assets', () => {
    for (const n of [1, 10]) {
      const addresses = Array.from({ length: n }, (_, i) => `0x${String(i).padStart(40, '0')}`);
      for (const owner of [undefined, addresses[0]]) {
        const { query } = walletBalancesQuery(addresses, owner);
        expect(validate(publicSubset, parse(query)).map((e) => e.message)).toEqual([]);
      }
    }
  });

  it('maps aliases back to addresses and hex to bigint, and reads the assets', () => {
    const addresses = ['0xaa', '0xbb'];
    const request = walletBalancesQuery(addresses, '0xaa');
    expect(request.variables).toMatchObject({ a0: '0xaa', a1: '0xbb', owner: '0xaa' });
    const data = {
      w0: { address: '0xaa', balance: '0xde0b6b3a7640000', totalValue: '0x1bc16d674ec80000', txCount: '0x2' },
      w1: { address: '0xbb', balance: '0x0', totalValue: '0x0', txCount: '0x0' },
      assets: [],
    };
    expect(readWalletBalances(addresses, data)).toEqual([
      { address: '0xaa', balance: 10n ** 18n, totalValue: 2n * 10n ** 18n, txCount: 2n },
      { address: '0xbb', balance: 0n, totalValue: 0n, txCount: 0n },
    ]);
    expect(readWalletAssets(data)).toEqual([]);
    expect(readWalletAssets({ w0: data.w0 })).toBeUndefined();
  });

  it('decodes the assets like the Erc20Assets operation: quantities as bigint, addresses checksummed', () => {
    const token = {
      address: '0x7e57000000000000000000000000000000000006',
      name: 'Test USD Coin',
      symbol: 'tUSDC',
      decimals: 6,
      totalSupply: '0xf4240',
      logoURL: '',
      balanceOf: '0x2625a0',
    };
    expect(readWalletAssets({ assets: [token] })).toEqual([
      {
        ...token,
        address: '0x7e57000000000000000000000000000000000006',
        totalSupply: 1_000_000n,
        balanceOf: 2_500_000n,
      },
    ]);
  });
});
