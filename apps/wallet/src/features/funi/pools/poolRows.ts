import { amountsForLiquidity, pairPrice, shareOfWhole } from '@fantom-wallet/core';
import type { FuniPair, FuniToken } from '../data/FuniPair.ts';

/** One row of the pools list (docs/funi.md#pools). */
export interface PoolRow {
  pair: FuniPair;
  name: string;
  /** The price shown: one `base` in `quote`, scaled by 10^18. */
  price: { value: bigint; base: FuniToken; quote: FuniToken };
  pooled: [bigint, bigint];
  /** The wallet's share of the pool in hundredths of a percent. */
  share: bigint;
}

export type PoolSortKey = 'pair' | 'liquidityA' | 'liquidityB' | 'price' | 'position';

/**
 * The rows of the pools list: the price is one B in A, turned round (one A in FUSD) when the second token is
 * FUSD; the position is the wallet's pooled amounts and share.
 */
export function poolRows(pairs: readonly FuniPair[]): PoolRow[] {
  return pairs.map((pair) => {
    const [a, b] = pair.tokens;
    const dollar = b.symbol.toUpperCase() === 'FUSD';
    const price = dollar
      ? { value: pairPrice(pair.reserves[0], a.decimals, pair.reserves[1], b.decimals), base: a, quote: b }
      : { value: pairPrice(pair.reserves[1], b.decimals, pair.reserves[0], a.decimals), base: b, quote: a };
    return {
      pair,
      name: `${a.symbol}/${b.symbol}`,
      price,
      pooled: amountsForLiquidity(pair.share, pair.reserves, pair.totalSupply),
      share: shareOfWhole(pair.share, pair.totalSupply),
    };
  });
}

/** An amount scaled to 18 decimals, so amounts of tokens with different decimals compare exactly. */
function at18(value: bigint, decimals: number): bigint {
  return decimals <= 18 ? value * 10n ** BigInt(18 - decimals) : value / 10n ** BigInt(decimals - 18);
}

/** Rows sorted by a column (ties by name), ascending or descending. */
export function sortPoolRows(
  rows: readonly PoolRow[],
  by: PoolSortKey,
  direction: 'asc' | 'desc',
): PoolRow[] {
  const key = (row: PoolRow): bigint | string => {
    switch (by) {
      case 'pair':
        return row.name.toLowerCase();
      case 'liquidityA':
        return at18(row.pair.reserves[0], row.pair.tokens[0].decimals);
      case 'liquidityB':
        return at18(row.pair.reserves[1], row.pair.tokens[1].decimals);
      case 'price':
        return row.price.value;
      case 'position':
        return row.share;
    }
  };
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((x, y) => {
    const a = key(x);
    const b = key(y);
    const order = a < b ? -1 : a > b ? 1 : x.name.localeCompare(y.name);
    return order * sign;
  });
}
