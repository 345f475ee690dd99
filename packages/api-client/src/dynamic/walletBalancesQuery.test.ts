import { readFileSync } from 'node:fs';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { readWalletBalances, walletBalancesQuery } from './walletBalancesQuery.ts';

const publicSubset = buildSchema(
  readFileSync(new URL('../../../../../shared/reference/fantom-api-subset.graphql', import.meta.url), 'utf8'),
);

describe('walletBalancesQuery (one request for every wallet)', () => {
  it('is valid against the public API schema for 1 and 10 wallets', () => {
    for (const n of [1, 10]) {
      const addresses = Array.from({ length: n }, (_, i) => `0x${String(i).padStart(40, '0')}`);
      const { query } = walletBalancesQuery(addresses);
      expect(validate(publicSubset, parse(query)).map((e) => e.message)).toEqual([]);
    }
  });

  it('maps aliases back to addresses and hex to bigint', () => {
    const addresses = ['0xaa', '0xbb'];
    const request = walletBalancesQuery(addresses);
    expect(request.variables).toEqual({ a0: '0xaa', a1: '0xbb' });
    expect(
      readWalletBalances(addresses, {
        w0: { address: '0xaa', balance: '0xde0b6b3a7640000', totalValue: '0x1bc16d674ec80000' },
        w1: { address: '0xbb', balance: '0x0', totalValue: '0x0' },
      }),
    ).toEqual([
      { address: '0xaa', balance: 10n ** 18n, totalValue: 2n * 10n ** 18n },
      { address: '0xbb', balance: 0n, totalValue: 0n },
    ]);
  });
});
