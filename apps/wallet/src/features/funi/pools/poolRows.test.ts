import { describe, expect, it } from 'vitest';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';
import { poolRows, sortPoolRows } from './poolRows.ts';

const token = (symbol: string, decimals: number): FuniToken => ({
  address: `0x${symbol.toLowerCase().padEnd(40, '0')}`,
  symbol,
  name: symbol,
  decimals,
  logoUrl: null,
  balance: 0n,
  price: 0n,
});

const pair = (a: FuniToken, b: FuniToken, reserves: [bigint, bigint], share = 0n): FuniPair => ({
  address: `0x${(a.symbol + b.symbol).toLowerCase().padEnd(40, '0')}`,
  tokens: [a, b],
  reserves,
  totalSupply: 10n ** 24n,
  share,
});

const names = (rows: readonly { name: string }[]) => rows.map((r) => r.name);

describe('sortPoolRows (docs/funi.md#pools)', () => {
  it('compares liquidity across decimals exactly, also where a float would see a tie', () => {
    const wftm = token('WFTM', 18);
    const usdc = token('USDC', 6);
    const rows = poolRows([
      // 10^12 WFTM + 1 wei against 10^12 WFTM: equal as floats, different as amounts.
      pair(wftm, token('AAA', 18), [10n ** 30n + 1n, 1n]),
      pair(wftm, token('BBB', 18), [10n ** 30n, 1n]),
      // 2 USDC (6 decimals) is more than 1.5 WFTM-scaled units of another pair.
      pair(usdc, token('CCC', 18), [2_000_000n, 1n]),
      pair(wftm, token('DDD', 18), [15n * 10n ** 17n, 1n]),
    ]);
    expect(names(sortPoolRows(rows, 'liquidityA', 'desc'))).toEqual([
      'WFTM/AAA',
      'WFTM/BBB',
      'USDC/CCC',
      'WFTM/DDD',
    ]);
    expect(names(sortPoolRows(rows, 'liquidityA', 'asc'))).toEqual([
      'WFTM/DDD',
      'USDC/CCC',
      'WFTM/BBB',
      'WFTM/AAA',
    ]);
  });

  it('orders positions by share and breaks ties by name', () => {
    const a = token('A', 18);
    const rows = poolRows([
      pair(a, token('Z', 18), [10n ** 18n, 10n ** 18n], 0n),
      pair(a, token('Y', 18), [10n ** 18n, 10n ** 18n], 10n ** 22n),
      pair(a, token('X', 18), [10n ** 18n, 10n ** 18n], 0n),
    ]);
    expect(names(sortPoolRows(rows, 'position', 'desc'))).toEqual(['A/Y', 'A/Z', 'A/X']);
    expect(names(sortPoolRows(rows, 'position', 'asc'))).toEqual(['A/X', 'A/Z', 'A/Y']);
  });
});
