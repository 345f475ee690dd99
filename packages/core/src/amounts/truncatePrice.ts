import { PRICE_DECIMALS } from './PRICE_DECIMALS.ts';

/**
 * docs/account.md#amounts-and-prices: the token price is truncated (not rounded) to 5 decimals. Input and
 * output are scaled prices.
 */
export function truncatePrice(price: bigint, fractionDigits = 5): bigint {
  const unit = 10n ** BigInt(PRICE_DECIMALS - fractionDigits);
  return (price / unit) * unit;
}
