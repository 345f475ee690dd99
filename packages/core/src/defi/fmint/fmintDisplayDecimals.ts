import { PRICE_DECIMALS } from '../../amounts/PRICE_DECIMALS.ts';
import { tokenDisplayDecimals } from '../../amounts/tokenDisplayDecimals.ts';

/**
 * docs/fmint.md#display: the decimals a DeFi token amount shows with, by its price whatever the price's own
 * decimals: 0 gives 6, below 0.5 gives 1, below 100 gives 2, below 1000 gives 5, else 6.
 */
export function fmintDisplayDecimals(price: bigint, priceDecimals: number): number {
  const shift = PRICE_DECIMALS - priceDecimals;
  const normalised = shift >= 0 ? price * 10n ** BigInt(shift) : price / 10n ** BigInt(-shift);
  return tokenDisplayDecimals(normalised);
}
